import type { Context } from 'hono';
import * as z from 'zod/mini';
import { DEFAULT_SORT } from '../../features/library/sort-preferences';
import { serverMonths } from '../../features/photos/timeline';
import type { Api } from '../../shared/api/index';
import type { AppEnv } from '../env';
import { type KeptValue, keepAtSignIn, perUserCache } from './per-user-cache';
import type { SignInHintInput } from './sign-in-hints';
import { withMethod } from './with-method';

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

const newestMonthsCache = (c: Context<AppEnv>, waitUntil: (p: Promise<unknown>) => void = () => undefined) =>
  perUserCache(c, KEPT, waitUntil);

/** At sign-in (src/worker/api/sign-in-hints.ts): the months My photos renders first (the default sort), kept; a failure keeps nothing. */
export function keepNewestMonthsAtSignIn(c: Context<AppEnv>, o: SignInHintInput): Promise<void> {
  const { sortKey, sortOrder } = DEFAULT_SORT.photos;
  return keepAtSignIn(
    c,
    KEPT,
    o,
    () => o.api.photos.timeline(sortKey),
    (answer) => ({ months: serverMonths(answer, sortOrder) }),
  );
}

/** The newest months this worker has seen for the signed-in user, if any. */
export async function knownNewestMonths(c: Context<AppEnv>): Promise<KnownMonth[] | undefined> {
  return (await newestMonthsCache(c)?.read())?.months;
}

/** `api` whose `photos.timeline` (default sort key) remembers the months the page renders first. */
export function rememberingNewestMonths(c: Context<AppEnv>, api: Api, waitUntil: (p: Promise<unknown>) => void): Api {
  const cache = newestMonthsCache(c, waitUntil);
  if (!cache) return api;
  const { sortKey, sortOrder } = DEFAULT_SORT.photos;
  const photos = api.photos;
  const timeline: Api['photos']['timeline'] = (key, signal) =>
    photos.timeline(key, signal).then((answer) => {
      if ((key ?? sortKey) === sortKey) cache.write({ months: serverMonths(answer, sortOrder) });
      return answer;
    });
  return { ...api, photos: withMethod(photos, 'timeline', timeline) };
}
