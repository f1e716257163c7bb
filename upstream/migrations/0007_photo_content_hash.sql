-- The SHA-256 of an upload's original bytes (hex), so the same file uploaded again (a retry, a
-- cancel that arrived too late, the same photo picked twice) is recognised instead of stored twice.
-- NULL for photos stored before this column and for seeded ones.
ALTER TABLE photos ADD COLUMN content_hash TEXT;
CREATE INDEX photos_by_content ON photos (user_id, content_hash) WHERE content_hash IS NOT NULL AND deleted = 0;
