import type { Context } from 'hono';
import * as z from 'zod/mini';
import { serverMonths } from '../../features/photos';
import type { AppEnv } from '../env';
import { type KeptValue, perUserCache } from './index';

/**
 * The months My photos renders first (the newest, default sort), kept once a page has read the
 * user's timeline (issue 18 §6). Their first pages are asked for by month: known before the page
 * loads, those calls start together with the timeline's instead of after it (one round trip on the
 * page's critical path instead of two). A guess only: the timeline stays the source, and a month it
 * no longer starts with is asked for when the timeline is in (two round trips, as without this).
 */
export const NEWEST_MONTHS_TTL_S = 24 * 60 * 60;
const Month = z.object({ year: z.int(), month: z.int() });
const Kept = z.object({ months: z.array(Month) });
export type KnownMonth = z.infer<typeof Month>;

const KEPT: KeptValue<z.infer<typeof Kept>> = { name: 'newest-months', schema: Kept, ttlSeconds: NEWEST_MONTHS_TTL_S };

const newestMonthsCache = (c: Context<AppEnv>, waitUntil?: (p: Promise<unknown>) => void) => perUserCache(c, KEPT, waitUntil);

/** The newest months this worker has seen for the signed-in user, if any. */
export async function knownNewestMonths(c: Context<AppEnv>): Promise<KnownMonth[] | undefined> {
  return (await newestMonthsCache(c)?.read())?.months;
}

/** Keeps the months My photos renders first, from the timeline as the page read it (default sort). */
export function keepNewestMonths(
  c: Context<AppEnv>,
  timeline: Parameters<typeof serverMonths>[0],
  order: 'asc' | 'desc',
  waitUntil: (p: Promise<unknown>) => void,
): void {
  newestMonthsCache(c, waitUntil)?.write({ months: serverMonths(timeline, order) });
}
