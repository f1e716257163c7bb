import * as z from 'zod/mini';
import { ARCHIVE_SOCKET_MS } from '../../../shared/push/protocol';
import { PENDING_KEY } from './pending-key';

/**
 * Archive jobs this tab asked for and has not saved yet, in sessionStorage (per tab, survives a
 * reload): a tab reloaded during the job still saves the zip when `archive-finished` arrives, and
 * a tab that did not ask never saves another tab's zip. `claim` removes an entry before the save,
 * so a replayed or duplicated event cannot save it twice.
 */
const KEY = PENDING_KEY;

export const pendingSchema = z.object({
  /** The client's id sent with POST (uuid): finds the job in GET /downloads after a reload mid-POST. */
  clientId: z.string().check(z.minLength(1)).check(z.maxLength(100)),
  /** The server's downloadId, known once the POST answered (push events carry it). */
  downloadId: z.nullable(z.string().check(z.minLength(1)).check(z.maxLength(200))),
  requestedAt: z.int().check(z.nonnegative()),
});
export type PendingDownload = z.infer<typeof pendingSchema>;
const listSchema = z.array(pendingSchema).check(z.maxLength(50));

export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Entries older than the archive socket window are dropped (the job is over either way). */
export const PENDING_TTL_MS = ARCHIVE_SOCKET_MS;

export function readPending(storage: PendingStorage | null, now: number): PendingDownload[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return [];
    const parsed = listSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return parsed.data.filter((p) => now - p.requestedAt < PENDING_TTL_MS && p.requestedAt <= now + 60_000);
  } catch {
    return [];
  }
}

function write(storage: PendingStorage | null, list: PendingDownload[]): void {
  try {
    if (!storage) return;
    if (list.length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the in-memory copy of the manager still covers this page load.
  }
}

export function addPending(storage: PendingStorage | null, entry: PendingDownload, now: number): void {
  const list = readPending(storage, now).filter((p) => p.clientId !== entry.clientId);
  write(storage, [...list, entry].slice(-50));
}

/** Records the server's downloadId for a job started with `clientId`. */
export function resolvePending(storage: PendingStorage | null, clientId: string, downloadId: string, now: number): void {
  write(
    storage,
    readPending(storage, now).map((p) => (p.clientId === clientId ? { ...p, downloadId } : p)),
  );
}

/**
 * Removes the entry of `downloadId` (or client id) and says whether it was there: the caller saves
 * the zip (or shows the failure) only when this returns true, so it happens once per tab.
 */
export function claimPending(storage: PendingStorage | null, id: string, now: number): boolean {
  const list = readPending(storage, now);
  const rest = list.filter((p) => p.downloadId !== id && p.clientId !== id);
  if (rest.length === list.length) return false;
  write(storage, rest);
  return true;
}

export function isPending(storage: PendingStorage | null, downloadId: string, now: number): boolean {
  return readPending(storage, now).some((p) => p.downloadId === downloadId);
}
