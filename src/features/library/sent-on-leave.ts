/**
 * Deletions sent as the page went away (issue 16 §1: "the user's last visible state must be true
 * after a reload"). The keepalive DELETE leaves with the closing page, but the reloaded page's
 * timeline request can reach the upstream before it is applied, and the photo would come back on
 * screen. So the ids are remembered in local storage for a short while, and the next page load keeps
 * them out of what it shows until then. Values read back are parsed with zod; anything else is
 * ignored.
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from './sort-preferences';

export const SENT_ON_LEAVE_KEY = 'photos.sentOnLeave';
/** Long enough for a keepalive request on a slow connection; short enough to never hide a re-upload. */
export const SENT_ON_LEAVE_MS = 60_000;
/** A keepalive body holds at most about this many ids (src/features/photos/delete-photos.ts). */
const MAX_IDS = 5000;

const Entries = z
  .array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), until: z.number() }))
  .check(z.maxLength(MAX_IDS));
type Entries = z.infer<typeof Entries>;

function read(storage: KeyValueStorage | undefined, now: number): Entries {
  try {
    const raw = storage?.getItem(SENT_ON_LEAVE_KEY);
    if (raw == null) return [];
    const parsed = Entries.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.filter((e) => e.until > now) : [];
  } catch {
    return [];
  }
}

/** Remembers `ids` as deleted until `now + SENT_ON_LEAVE_MS` (older entries that ran out go). */
export function rememberSentOnLeave(storage: KeyValueStorage | undefined, ids: readonly string[], now: number): void {
  const until = now + SENT_ON_LEAVE_MS;
  const entries = [...read(storage, now).filter((e) => !ids.includes(e.id)), ...ids.map((id) => ({ id, until }))].slice(-MAX_IDS);
  try {
    storage?.setItem(SENT_ON_LEAVE_KEY, JSON.stringify(entries));
  } catch {
    // Blocked or full storage: the reload may show the photo once more; the server still deletes it.
  }
}

/** The ids deleted on leaving a page in the last minute. */
export function readSentOnLeave(storage: KeyValueStorage | undefined, now: number): string[] {
  return read(storage, now).map((e) => e.id);
}
