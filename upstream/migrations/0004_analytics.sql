-- Analytics events collected from the app (account-area §2/§7: events sent only as consent
-- allows). Each row keeps the two-digit consent code the app sent with the event.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT,
  channel TEXT NOT NULL,
  name TEXT NOT NULL,
  consent TEXT NOT NULL CHECK (consent IN ('10', '11')),
  properties TEXT NOT NULL,
  at TEXT NOT NULL,
  received TEXT NOT NULL
);
CREATE INDEX analytics_events_user ON analytics_events (user_id, id DESC);
