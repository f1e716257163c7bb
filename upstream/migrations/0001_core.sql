-- Core tables of the embedded upstream: users and the identity provider's state, plus the
-- development-only fault rules and the error-reporting sink. Photo and account tables live in
-- 0002_photos.sql and 0003_account.sql.

-- One row per person. `id` is the token `sub` (uuid). `authority` decides which OIDC authority
-- may sign the user in ('main' or 'se'). `profile` is the seed profile the user was built from.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  idp_type TEXT NOT NULL DEFAULT 'local',
  idp_sub TEXT NOT NULL,
  b2b INTEGER NOT NULL DEFAULT 0,
  authority TEXT NOT NULL DEFAULT 'main',
  account_id INTEGER NOT NULL,
  activation_status TEXT NOT NULL DEFAULT 'ACTIVE',
  profile TEXT NOT NULL,
  created TEXT NOT NULL
);

-- RS256 signing keys, generated on first use per authority; the newest active key signs,
-- every key stays in the JWKS so tokens signed before a rotation still verify.
CREATE TABLE oidc_signing_keys (
  kid TEXT PRIMARY KEY,
  authority TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX oidc_signing_keys_authority ON oidc_signing_keys (authority, created);

-- Authorization codes: single use (used_at set atomically), expire 60 s after issue.
CREATE TABLE oidc_auth_codes (
  code TEXT PRIMARY KEY,
  authority TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT,
  scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Refresh tokens, stored as SHA-256 hashes. Rotation: using one marks it used and issues a new one
-- in the same family; presenting a used token again revokes the whole family (reuse detection).
CREATE TABLE oidc_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family TEXT NOT NULL,
  authority TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX oidc_refresh_tokens_family ON oidc_refresh_tokens (family);

-- Fault rules set by POST /__admin/faults (development only). `remaining` NULL = until cleared.
CREATE TABLE faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path_pattern TEXT NOT NULL,
  method TEXT,
  mode TEXT NOT NULL,
  delay_ms INTEGER,
  status INTEGER,
  remaining INTEGER,
  created TEXT NOT NULL
);

-- What the Sentry-compatible sink received (raw envelope text plus parsed event summary).
CREATE TABLE error_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project TEXT NOT NULL,
  kind TEXT NOT NULL,
  event_id TEXT,
  message TEXT,
  body TEXT NOT NULL,
  received TEXT NOT NULL
);
