/**
 * Bulk photo rows generated inside SQLite: one `INSERT … SELECT` over a recursive CTE per chunk, so
 * 1,000,000 rows need a few dozen statements and no row data crosses the binding. Rows point at
 * the image pool. Dates are skewed towards the end of the range (recent years hold more photos)
 * and scattered so month counts vary.
 */
import { POOL_SIZE } from './pool';

export type BulkSpec = {
  userId: string;
  /** Total rows of this generated set; row n of [start, end) is generated. */
  total: number;
  start: number;
  end: number;
  /** Range of dateTaken (ms). */
  from: number;
  to: number;
  /** Upload times never exceed this (ms). */
  now: number;
  legacy?: boolean;
  /**
   * Row n gets the n-th date of the range instead of a scattered one (the same dates, since the
   * scatter is a permutation), and a scattered image and shape instead. The date indexes then grow
   * at their ends: at 1,000,000 rows on disk about five times faster (the scale seed).
   */
  inDateOrder?: boolean;
  /** Salt of this set's ids; the same salt and n give the same id (chunks are resumable). */
  salt: string;
};

function hexPrefix(salt: string, version: string): string {
  // 24 hex-ish chars from the salt, shaped like the first four groups of a v4 uuid.
  const h = salt
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .padEnd(20, '0')
    .slice(0, 20);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${version}${h.slice(13, 16)}-a${h.slice(17, 20)}-`;
}

/** Random salt for a new generated set. */
export const newSalt = () => crypto.randomUUID().replace(/-/g, '');

export function bulkInsert(db: D1Database, s: BulkSpec): D1PreparedStatement {
  const idPrefix = hexPrefix(s.salt, '4');
  const uploadPrefix = hexPrefix(s.salt.split('').reverse().join(''), '4');
  return db
    .prepare(
      `INSERT OR IGNORE INTO photos (id, user_id, upload_id, local_file_name, date_taken, upload_end, width, height, media_key, content_type, legacy)
       WITH RECURSIVE seq(n) AS (SELECT ?1 UNION ALL SELECT n + 1 FROM seq WHERE n + 1 < ?2),
       scatter AS (SELECT n, (n * 7919) % ?3 AS k FROM seq),
       rows AS (SELECT n, (CASE WHEN ?11 THEN n ELSE k END) * 1.0 / ?3 AS u, (CASE WHEN ?11 THEN k ELSE n END) % ${POOL_SIZE} AS pool FROM scatter)
       SELECT ?4 || printf('%012x', n), ?5, ?6 || printf('%012x', n), printf('IMG_%04d.jpg', n % 10000),
              ?7 + CAST((1.5 * u - 0.5 * u * u) * (?8 - ?7) AS INTEGER) AS taken,
              min(?7 + CAST((1.5 * u - 0.5 * u * u) * (?8 - ?7) AS INTEGER) + (n % 45) * 86400000 + 3600000, ?9),
              CASE WHEN pool % 4 = 3 THEN 1200 ELSE 1600 END, CASE WHEN pool % 4 = 3 THEN 1600 ELSE 1200 END,
              'pool/' || printf('%02d', pool), 'image/jpeg', ?10
       FROM rows`,
    )
    .bind(s.start, s.end, s.total, idPrefix, s.userId, uploadPrefix, s.from, s.to, s.now, s.legacy ? 1 : 0, s.inDateOrder ? 1 : 0);
}
