import * as z from 'zod/mini';

const KEY = 'myaccount.push.cursor';
const stored = z.object({ lastEventId: z.nullable(z.uuid()) });

/** Where the tab's stream position lives: sessionStorage survives a reload but is per tab. */
export type CursorStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The last event id this tab has seen: undefined = never connected (a fresh tab: no replay),
 * null = connected when the stream was empty (replay everything kept), else a uuid.
 * Kept across reloads so a tab reloaded during an archive job still gets its `finished` event.
 */
export function readCursor(storage: CursorStorage | null): string | null | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return undefined;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.lastEventId : undefined;
  } catch {
    return undefined; // Storage disabled or corrupt: behave like a fresh tab.
  }
}

export function writeCursor(storage: CursorStorage | null, lastEventId: string | null): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ lastEventId }));
  } catch {
    // Storage full or disabled: the in-memory cursor still covers reconnects without reload.
  }
}
