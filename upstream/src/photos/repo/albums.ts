/**
 * Album reads shared by the own-album and shared-album APIs: rows with photo count and cover id,
 * then one query for every cover photo of the page.
 */
import { type Cursor, encodeCursor } from '../domain/cursor';
import { type MediaUrls, PHOTO_COLUMNS, type PhotoJson, type PhotoRow } from '../domain/photo-view';

export type AlbumRow = {
  id: string;
  user_id: string;
  name: string;
  is_shared: number;
  created: number;
  updated: number;
  photos_count: number;
  cover_id: string | null;
};

const LIVE = 'p.legacy = 0 AND p.deleted = 0';
const ALBUM_SELECT = `SELECT a.id, a.user_id, a.name, a.is_shared, a.created, a.updated,
  (SELECT count(*) FROM album_photos ap JOIN photos p ON p.id = ap.photo_id WHERE ap.album_id = a.id AND ${LIVE}) AS photos_count,
  (SELECT ap.photo_id FROM album_photos ap JOIN photos p ON p.id = ap.photo_id WHERE ap.album_id = a.id AND ${LIVE}
     ORDER BY ap.added DESC, ap.photo_id DESC LIMIT 1) AS cover_id
  FROM albums a`;

/** One album by id if `visibleTo` may read it: its owner, or a participant when it is shared. */
export async function readableAlbum(db: D1Database, albumId: string, visibleTo: string, mode: 'own' | 'shared'): Promise<AlbumRow | null> {
  const where =
    mode === 'own'
      ? 'a.id = ?1 AND a.user_id = ?2'
      : 'a.id = ?1 AND a.is_shared = 1 AND (a.user_id = ?2 OR EXISTS (SELECT 1 FROM album_participants x WHERE x.album_id = a.id AND x.user_id = ?2))';
  return db.prepare(`${ALBUM_SELECT} WHERE ${where}`).bind(albumId, visibleTo).first<AlbumRow>();
}

/** A page of albums (newest first) matching `where` over alias `a`. */
export async function albumPage(
  db: D1Database,
  where: string,
  binds: unknown[],
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: AlbumRow[]; cursor: string | null }> {
  const all = [...binds];
  let clause = where;
  if (cursor) {
    clause += ' AND (a.created, a.id) < (?, ?)';
    all.push(cursor.v, cursor.i);
  }
  all.push(limit + 1);
  const { results } = await db
    .prepare(`${ALBUM_SELECT} WHERE ${clause} ORDER BY a.created DESC, a.id DESC LIMIT ?`)
    .bind(...all)
    .all<AlbumRow>();
  const more = results.length > limit;
  const rows = more ? results.slice(0, limit) : results;
  const last = rows[rows.length - 1];
  return { rows, cursor: more && last ? encodeCursor({ v: last.created, i: last.id }) : null };
}

/** Cover photos of the given albums, as Photo JSON by photo id. */
export async function coverPhotos(db: D1Database, urls: MediaUrls, rows: AlbumRow[], withOwner = false): Promise<Map<string, PhotoJson>> {
  const ids = rows.map((r) => r.cover_id).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${PHOTO_COLUMNS} FROM photos WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all<PhotoRow>();
  const photos = await urls.photos(results, { withOwner });
  return new Map(photos.map((p) => [p.imageId, p]));
}

/** The common album fields of §3 (own and shared albums add theirs). */
export function albumBase(row: AlbumRow, covers: Map<string, PhotoJson>) {
  return {
    albumId: row.id,
    albumName: row.name,
    coverPhoto: (row.cover_id && covers.get(row.cover_id)) || null,
    photosCount: row.photos_count,
    created: new Date(row.created).toISOString(),
    updated: new Date(row.updated).toISOString(),
  };
}

export const ownAlbumJson = (row: AlbumRow, covers: Map<string, PhotoJson>) => ({
  ...albumBase(row, covers),
  userId: row.user_id,
  isShared: row.is_shared === 1,
});
