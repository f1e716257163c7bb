-- Photo library of the embedded upstream: photos, albums, shared-album participants, temp
-- selections, download archives and storage uploads. Times are integers (ms since the epoch, UTC):
-- compact at 1,000,000 rows and trivially comparable in keyset cursors.

CREATE TABLE photos (
  id TEXT PRIMARY KEY,                 -- imageId (uuid)
  user_id TEXT NOT NULL,
  upload_id TEXT NOT NULL,
  local_file_name TEXT NOT NULL,
  date_taken INTEGER,                  -- NULL = unknown; shown in January 1970
  upload_end INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- R2 prefix: `${media_key}/original`, `${media_key}/300.jpg`, `/800.jpg`, `/1300.jpg`.
  -- Seeded photos share a small pool of images (media_key 'pool/NN'), uploads get their own.
  media_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  legacy INTEGER NOT NULL DEFAULT 0,   -- 1 = legacy upload not yet imported (activation)
  deleted INTEGER NOT NULL DEFAULT 0,  -- 1 = deleted, R2 purge and row removal still pending
  -- The timeline groups unknown dates under 1970-01: one non-null sort key keeps keyset paging simple.
  taken_sort INTEGER GENERATED ALWAYS AS (coalesce(date_taken, 0)) VIRTUAL
);

-- Keyset paging per month for both sort keys; partial so legacy/deleted rows cost nothing.
CREATE INDEX photos_by_taken ON photos (user_id, taken_sort, id) WHERE legacy = 0 AND deleted = 0;
CREATE INDEX photos_by_created ON photos (user_id, upload_end, id) WHERE legacy = 0 AND deleted = 0;
CREATE INDEX photos_legacy ON photos (user_id) WHERE legacy = 1;
CREATE INDEX photos_deleted ON photos (user_id) WHERE deleted = 1;

-- Month counts kept by triggers so GET /users/timeline and /users stay O(months), not O(photos).
-- kind: 'taken' (dateTaken, unknown → 1970-01) or 'created' (uploadEnd).
CREATE TABLE photo_month_counts (
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('taken', 'created')),
  year INTEGER NOT NULL,
  month INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, year, month)
) WITHOUT ROWID;

CREATE TRIGGER photos_count_insert AFTER INSERT ON photos
WHEN NEW.legacy = 0 AND NEW.deleted = 0
BEGIN
  INSERT INTO photo_month_counts (user_id, kind, year, month, count)
  VALUES (NEW.user_id, 'taken', CAST(strftime('%Y', NEW.taken_sort / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.taken_sort / 1000, 'unixepoch') AS INTEGER), 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
  INSERT INTO photo_month_counts (user_id, kind, year, month, count)
  VALUES (NEW.user_id, 'created', CAST(strftime('%Y', NEW.upload_end / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.upload_end / 1000, 'unixepoch') AS INTEGER), 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
END;

-- Becoming visible (import of a legacy upload).
CREATE TRIGGER photos_count_show AFTER UPDATE OF legacy, deleted ON photos
WHEN (OLD.legacy = 1 OR OLD.deleted = 1) AND NEW.legacy = 0 AND NEW.deleted = 0
BEGIN
  INSERT INTO photo_month_counts (user_id, kind, year, month, count)
  VALUES (NEW.user_id, 'taken', CAST(strftime('%Y', NEW.taken_sort / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.taken_sort / 1000, 'unixepoch') AS INTEGER), 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
  INSERT INTO photo_month_counts (user_id, kind, year, month, count)
  VALUES (NEW.user_id, 'created', CAST(strftime('%Y', NEW.upload_end / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.upload_end / 1000, 'unixepoch') AS INTEGER), 1)
  ON CONFLICT DO UPDATE SET count = count + 1;
END;

-- Becoming invisible (soft delete).
CREATE TRIGGER photos_count_hide AFTER UPDATE OF legacy, deleted ON photos
WHEN OLD.legacy = 0 AND OLD.deleted = 0 AND (NEW.legacy = 1 OR NEW.deleted = 1)
BEGIN
  UPDATE photo_month_counts SET count = count - 1
  WHERE user_id = OLD.user_id AND kind = 'taken'
    AND year = CAST(strftime('%Y', OLD.taken_sort / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.taken_sort / 1000, 'unixepoch') AS INTEGER);
  UPDATE photo_month_counts SET count = count - 1
  WHERE user_id = OLD.user_id AND kind = 'created'
    AND year = CAST(strftime('%Y', OLD.upload_end / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.upload_end / 1000, 'unixepoch') AS INTEGER);
  DELETE FROM photo_month_counts WHERE user_id = OLD.user_id AND count <= 0;
END;

-- A visible row deleted outright (never done by the API, which soft-deletes first; kept for safety).
CREATE TRIGGER photos_count_delete AFTER DELETE ON photos
WHEN OLD.legacy = 0 AND OLD.deleted = 0
BEGIN
  UPDATE photo_month_counts SET count = count - 1
  WHERE user_id = OLD.user_id AND kind = 'taken'
    AND year = CAST(strftime('%Y', OLD.taken_sort / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.taken_sort / 1000, 'unixepoch') AS INTEGER);
  UPDATE photo_month_counts SET count = count - 1
  WHERE user_id = OLD.user_id AND kind = 'created'
    AND year = CAST(strftime('%Y', OLD.upload_end / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.upload_end / 1000, 'unixepoch') AS INTEGER);
  DELETE FROM photo_month_counts WHERE user_id = OLD.user_id AND count <= 0;
END;

CREATE TABLE albums (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  is_shared INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL
);
CREATE INDEX albums_by_user ON albums (user_id, created, id);

CREATE TABLE album_photos (
  album_id TEXT NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  photo_id TEXT NOT NULL,
  added INTEGER NOT NULL,
  PRIMARY KEY (album_id, photo_id)
) WITHOUT ROWID;
CREATE INDEX album_photos_by_photo ON album_photos (photo_id);

-- Legacy shared albums: the owner's album (is_shared = 1) and the users it is shared with.
CREATE TABLE album_participants (
  album_id TEXT NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  added INTEGER NOT NULL,
  PRIMARY KEY (album_id, user_id)
) WITHOUT ROWID;
CREATE INDEX album_participants_by_user ON album_participants (user_id, album_id);

CREATE TABLE temp_selections (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  photo_ids TEXT NOT NULL,             -- JSON array, in the order given
  created INTEGER NOT NULL
);

CREATE TABLE downloads (
  id TEXT PRIMARY KEY,                 -- downloadId (server uuid)
  client_id TEXT NOT NULL,             -- the request's id (or downloadId when none was sent)
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('IN_PROGRESS', 'FINISHED', 'FAILED')),
  r2_key TEXT NOT NULL,
  photo_count INTEGER NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX downloads_by_user ON downloads (user_id, created);

-- Storage API records. user_id NULL = anonymous upload (claimed later through getanonymousuploads).
CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT,
  account_id TEXT,
  photo_id TEXT,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('COMPLETED', 'FAILED')),
  created INTEGER NOT NULL
);
CREATE INDEX uploads_by_user ON uploads (user_id, created);
