-- Account-area tables of the embedded upstream (account-area.md §3, §7): customer records,
-- addresses, super orders and orders, vouchers, invoices, map PDFs, saved projects, widgets and
-- gallery entries, confirmation tokens, the rate-limit log, the reorder hand-off and the outbox.
-- Every table that belongs to a person carries user_id so each query can check ownership.

-- Account deletion: the users row stays (ids in tokens keep pointing somewhere) but is marked;
-- the account APIs answer 404 for /customers/me and requireUser should refuse such users.
ALTER TABLE users ADD COLUMN deleted_at TEXT;

-- The customer record (GET /customers/me). The e-mail and account id live in users.
CREATE TABLE customers (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT,
  company_name TEXT,
  b2b_status TEXT NOT NULL DEFAULT 'Default' CHECK (b2b_status IN ('Default', 'New', 'Blocked')),
  newsletter INTEGER NOT NULL DEFAULT 0,
  payment_type TEXT NOT NULL DEFAULT 'iDEAL',
  ftp_callback_url TEXT,
  ftp_callback_format TEXT,
  updated TEXT NOT NULL
);

CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id, created);

-- A super order groups the products (orders) bought in one checkout.
-- delivery_address is the JSON of an address (without id/isDefault).
CREATE TABLE super_orders (
  code TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL,
  channel TEXT NOT NULL DEFAULT 'Albelli',
  created_at TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('Home', 'PickupPoint')),
  delivery_address TEXT NOT NULL,
  change_in_progress INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX super_orders_user ON super_orders (user_id, created_at DESC);

-- One product of a super order. files is a JSON array of {purpose, url}.
-- online_version: NotRequested | Requested | Available (Requested turns Available 60 s later).
CREATE TABLE orders (
  code TEXT PRIMARY KEY,
  super_order_code TEXT NOT NULL REFERENCES super_orders (code) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('Received', 'Confirmed', 'ProductionStarted', 'ProductionCompleted', 'Dispatched', 'Cancelled')),
  payment_status TEXT NOT NULL,
  payment_changed_date TEXT NOT NULL,
  article_name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  thumbnail_url TEXT NOT NULL,
  price REAL NOT NULL,
  voucher TEXT,
  files TEXT NOT NULL DEFAULT '[]',
  delayed INTEGER NOT NULL DEFAULT 0,
  reorderable INTEGER NOT NULL DEFAULT 0,
  online_version TEXT NOT NULL DEFAULT 'NotRequested',
  online_version_requested_at TEXT,
  delivery_earliest TEXT,
  delivery_latest TEXT,
  blocked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX orders_super ON orders (super_order_code, position);
CREATE INDEX orders_user ON orders (user_id);

-- Campaign offers (vouchers); not owned by a user.
CREATE TABLE vouchers (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('Percentage', 'Amount')),
  value REAL NOT NULL,
  currency TEXT NOT NULL,
  valid_until TEXT NOT NULL
);

-- Current (business) invoice groups; PDFs are generated on request from these rows.
CREATE TABLE invoice_groups (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_ref TEXT NOT NULL,
  created_at TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL
);
CREATE INDEX invoice_groups_user ON invoice_groups (user_id, created_at DESC);

CREATE TABLE historical_invoices (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_ref TEXT NOT NULL,
  channel TEXT NOT NULL,
  invoice_date TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL
);
CREATE INDEX historical_invoices_user ON historical_invoices (user_id, invoice_date DESC);

CREATE TABLE map_pdfs (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  order_ref TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX map_pdfs_user ON map_pdfs (user_id, created_at DESC);

CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  product_type TEXT NOT NULL,
  thumbnail_url TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX projects_account ON projects (account_id, updated DESC);

-- A widget is a shareable gallery of one ordered product, keyed by the order (product) code.
CREATE TABLE widgets (
  product_code TEXT PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  refreshed_at TEXT NOT NULL,
  share_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX widgets_user ON widgets (user_id);

CREATE TABLE gallery_entries (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  widget_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category_id TEXT NOT NULL,
  image_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX gallery_entries_user ON gallery_entries (user_id, created_at DESC);

-- E-mail-link tokens (delete account, change e-mail, newsletter opt-in). Only the SHA-256 hash
-- is kept; used_at is set atomically on confirm so a token works once.
CREATE TABLE confirmation_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('delete-account', 'change-email', 'subscription')),
  user_id TEXT,
  email TEXT NOT NULL,
  channel TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created INTEGER NOT NULL
);

-- Requests that are rate-limited (e-mail change, deletion, opt-in): one row per accepted request.
CREATE TABLE rate_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bucket TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events (bucket, at);

-- Newsletter opt-ins of e-mail addresses that may not (yet) be customers.
CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  channel TEXT NOT NULL,
  confirmed_at TEXT NOT NULL
);

-- Reorder hand-off: ShopUrl carries the id; the shop stand-in page reads it without a token.
CREATE TABLE reorders (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_code TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Outbox of every e-mail the upstream "sends" (shown at /mailbox).
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  to_addr TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_addr, created DESC);
