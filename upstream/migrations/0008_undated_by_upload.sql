-- Photos without a date taken are placed by their upload date, as Google Photos does (issue 34 §3):
-- 'taken' months and the date-taken sort use placed_sort, the date taken or else the upload's end.
-- A date taken of 1970-01-01 (a scan's placeholder) stays in January 1970, 'Unknown Date' (spec).
ALTER TABLE photos ADD COLUMN placed_sort INTEGER GENERATED ALWAYS AS (coalesce(date_taken, upload_end)) VIRTUAL;

DROP INDEX photos_by_taken;
CREATE INDEX photos_by_taken ON photos (user_id, placed_sort, id) WHERE legacy = 0 AND deleted = 0;

DROP TRIGGER photos_count_insert;
DROP TRIGGER photos_count_show;
DROP TRIGGER photos_count_hide;
DROP TRIGGER photos_count_delete;

CREATE TRIGGER photos_count_insert AFTER INSERT ON photos
WHEN NEW.legacy = 0 AND NEW.deleted = 0
BEGIN
  INSERT INTO photo_month_counts (user_id, kind, year, month, count)
  VALUES (NEW.user_id, 'taken', CAST(strftime('%Y', NEW.placed_sort / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.placed_sort / 1000, 'unixepoch') AS INTEGER), 1)
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
  VALUES (NEW.user_id, 'taken', CAST(strftime('%Y', NEW.placed_sort / 1000, 'unixepoch') AS INTEGER),
          CAST(strftime('%m', NEW.placed_sort / 1000, 'unixepoch') AS INTEGER), 1)
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
    AND year = CAST(strftime('%Y', OLD.placed_sort / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.placed_sort / 1000, 'unixepoch') AS INTEGER);
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
    AND year = CAST(strftime('%Y', OLD.placed_sort / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.placed_sort / 1000, 'unixepoch') AS INTEGER);
  UPDATE photo_month_counts SET count = count - 1
  WHERE user_id = OLD.user_id AND kind = 'created'
    AND year = CAST(strftime('%Y', OLD.upload_end / 1000, 'unixepoch') AS INTEGER)
    AND month = CAST(strftime('%m', OLD.upload_end / 1000, 'unixepoch') AS INTEGER);
  DELETE FROM photo_month_counts WHERE user_id = OLD.user_id AND count <= 0;
END;

-- The 'taken' counts again, by the new placement.
DELETE FROM photo_month_counts WHERE kind = 'taken';
INSERT INTO photo_month_counts (user_id, kind, year, month, count)
SELECT user_id, 'taken', CAST(strftime('%Y', placed_sort / 1000, 'unixepoch') AS INTEGER),
       CAST(strftime('%m', placed_sort / 1000, 'unixepoch') AS INTEGER), count(*)
FROM photos WHERE legacy = 0 AND deleted = 0
GROUP BY 1, 3, 4;
