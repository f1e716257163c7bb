/**
 * What a product's or project's cover shows (issue 35 §6), derived from its row alone, and the
 * cover's URL. The retailer's renderer draws a cover from the customer's own pages; the stand-in
 * picks photos of the demo library's pool and a cloth colour from the row's place in its account's
 * seed (its key without the account id), and prints the project's title (an ordered product's cover
 * gets a title of its own, as the customer typed one). So the same seeded product looks the same in
 * every account made from that seed, and is drawn once per upstream (store.ts), not once per
 * throwaway account of the tests.
 *
 * The URL names the row and a digest of the user, the row and everything drawn: it changes
 * whenever the picture would (so it is cached as immutable), and cannot be guessed from an order
 * code or project id alone (a cover shows the customer's photos and title).
 */
import { POOL_SIZE } from '../../photos/seeding/pool';
import { sha256Hex } from '../common';

/** Bumped when the drawings change: every cover gets a new URL, old caches are never wrong. */
const DRAWING_VERSION = 1;

export type CoverKind = 'orders' | 'projects';

export interface CoverSpec {
  productType: string;
  format: 'landscape' | 'square' | 'portrait';
  title: string;
  /** Pool photo indices: the first is the cover photo, the others only show on a stack of prints. */
  photos: number[];
  /** Index into the drawings' colour tones. */
  tone: number;
}

/** Titles the customers gave the books they ordered (orders carry none in the seed). */
const ORDER_TITLES = ['Our summer', 'Family moments', 'Tuscany', 'The garden year', 'Weekend away', 'Best of 2025', 'Home', 'Little ones'];

/** A stable number from a string (FNV-1a): the same row always gets the same picture. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pickPhotos(seed: number): number[] {
  return [0, 7, 13].map((step) => (seed + step) % POOL_SIZE);
}

/** A photo book's shape from its article name ('Photo book small portrait'); landscape otherwise. */
function formatOf(articleName: string): CoverSpec['format'] {
  const name = articleName.toLowerCase();
  if (name.includes('portrait')) return 'portrait';
  if (name.includes('square')) return 'square';
  return 'landscape';
}

/** A product code (`{accountId·1000 + n}-{i}`) or project id (`{accountId}-P{n}`) without its account. */
export const placeInSeed = (key: string): string => key.replace(/^\d*?(\d{3})(-\d+)$/, '$1$2').replace(/^\d+-(P\d+)$/, '$1');

export function orderCoverSpec(row: { code: string; product_type: string; article_name: string }): CoverSpec {
  const seed = hash(`order:${placeInSeed(row.code)}`);
  return {
    productType: row.product_type,
    format: formatOf(row.article_name),
    title: ORDER_TITLES[seed % ORDER_TITLES.length] ?? 'Photo book',
    photos: pickPhotos(seed),
    tone: seed % 97,
  };
}

export function projectCoverSpec(row: { id: string; product_type: string; title: string }): CoverSpec {
  const seed = hash(`project:${placeInSeed(row.id)}`);
  return { productType: row.product_type, format: 'landscape', title: row.title, photos: pickPhotos(seed), tone: seed % 97 };
}

/** The R2 key of what `spec` draws: one object per picture, whichever rows show it. */
export async function drawnKey(spec: CoverSpec): Promise<string> {
  return `shop/covers/${(await sha256Hex(JSON.stringify([DRAWING_VERSION, spec]))).slice(0, 32)}.jpg`;
}

/** Path of a cover on the shop's image host: `/shop/images/covers/{kind}/{key}/{digest}.jpg`. */
export async function coverPath(kind: CoverKind, key: string, userId: string, spec: CoverSpec): Promise<string> {
  const digest = (await sha256Hex(JSON.stringify([DRAWING_VERSION, kind, key, userId, spec]))).slice(0, 24);
  return `/shop/images/covers/${kind}/${encodeURIComponent(key)}/${digest}.jpg`;
}
