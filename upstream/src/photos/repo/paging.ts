/**
 * Keyset paging over photos. Sort columns come from a fixed map (never from input), values are
 * bound. Fetching limit + 1 rows tells whether a next page exists, so the last page has cursor null.
 */
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../domain/cursor';
import type { PhotoRow } from '../domain/photo-view';

export const SortKey = z.enum(['created', 'dateTaken']);
export const SortOrder = z.enum(['asc', 'desc']);
export type SortKey = z.infer<typeof SortKey>;
export type SortOrder = z.infer<typeof SortOrder>;

/** Query string of every paged photo list. A bad cursor is a 400 naming `cursor`. */
export const pageQuerySchema = (defaults: { sortKey: SortKey; sortOrder: SortOrder }, maxLimit = 500, defaultLimit = 24) =>
  z.object({
    cursor: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return null;
        const c = decodeCursor(v);
        if (!c) ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
        return c;
      }),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    sortKey: SortKey.default(defaults.sortKey),
    sortOrder: SortOrder.default(defaults.sortOrder),
  });

export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

export const SORT_COLUMN: Record<SortKey, 'placed_sort' | 'upload_end'> = { dateTaken: 'placed_sort', created: 'upload_end' };

type Page = { rows: PhotoRow[]; cursor: string | null };

/**
 * Runs `SELECT <columns> FROM <from> WHERE <where> AND keyset ORDER BY col, id LIMIT n+1`.
 * `alias` is the photos table alias inside `from` ('' when photos is unaliased).
 */
export async function photoPage(
  db: D1Database,
  spec: { columns: string; from: string; where: string; binds: unknown[]; alias: string },
  page: PageQuery,
): Promise<Page> {
  const p = spec.alias ? `${spec.alias}.` : '';
  const col = `${p}${SORT_COLUMN[page.sortKey]}`;
  const dir = page.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const cmp = page.sortOrder === 'desc' ? '<' : '>';
  const binds = [...spec.binds];
  let where = spec.where;
  if (page.cursor) {
    where += ` AND (${col}, ${p}id) ${cmp} (?, ?)`;
    binds.push(page.cursor.v, page.cursor.i);
  }
  binds.push(page.limit + 1);
  const sql = `SELECT ${spec.columns}, ${col} AS sort_value FROM ${spec.from} WHERE ${where} ORDER BY ${col} ${dir}, ${p}id ${dir} LIMIT ?`;
  const { results } = await db
    .prepare(sql)
    .bind(...binds)
    .all<PhotoRow & { sort_value: number }>();
  const more = results.length > page.limit;
  const rows = more ? results.slice(0, page.limit) : results;
  const last = rows[rows.length - 1];
  return { rows, cursor: more && last ? encodeCursor({ v: last.sort_value, i: last.id }) : null };
}
