-- Push outbox (docs/contracts.md 'Push signal'): every signal to the app's /internal/push is kept
-- here until the app accepts it (2xx), so a signal sent while the app restarts (a deploy) is
-- retried with backoff by the PushOutbox Durable Object's alarm instead of being lost.
--   id               the message id (uuid): the app's idempotency key, the same on every retry
--   body             the exact JSON POSTed (signed again at each attempt)
--   status           pending → delivered | failed (4xx other than 408/429) | expired (gave up)
--   next_attempt_at  ms; while an attempt is under way it is pushed one lease ahead (the claim)
CREATE TABLE push_outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  type TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'expired')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  done_at INTEGER,
  last_error TEXT
);
CREATE INDEX push_outbox_due ON push_outbox (status, next_attempt_at);
