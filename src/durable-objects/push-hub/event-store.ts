import * as z from 'zod';
import { type PushMessage, pushMessageSchema } from '../../shared/push/protocol';

/** Kept per user: enough for a tab that reconnects after a deploy, a reload or a network drop. */
export const KEEP_EVENTS = 100;
export const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;

/**
 * Message ids remembered after their event is pruned: the upstream retries a signal with the same
 * id for up to 30 minutes (its outbox), and a retry may arrive after the app already took it (the
 * answer was lost in a deploy). Far more ids than events, so a burst of events cannot push out the
 * id of one still being retried; a day is far beyond the upstream's retry window.
 */
export const KEEP_SEEN_IDS = 2000;
export const KEEP_SEEN_MS = 24 * 60 * 60 * 1000;

const eventRow = z.object({ seq: z.number().int(), body: z.string() });
const headRow = z.object({ id: z.string() });
const seqRow = z.object({ seq: z.number().int() });

/**
 * The hub's events and spent ticket ids in the object's own SQLite storage (never globals, so they
 * survive hibernation, eviction and redeploys). Rows are parsed on the way out like any input.
 */
export class EventStore {
  constructor(private readonly sql: SqlStorage) {
    // AUTOINCREMENT: sequence numbers are never reused after pruning, so "after seq N" stays true.
    sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      body TEXT NOT NULL,
      received_at INTEGER NOT NULL)`);
    sql.exec('CREATE TABLE IF NOT EXISTS seen_messages (id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL)');
    sql.exec('CREATE INDEX IF NOT EXISTS seen_messages_at ON seen_messages (seen_at)');
    sql.exec('CREATE TABLE IF NOT EXISTS spent_tickets (jti TEXT PRIMARY KEY, exp INTEGER NOT NULL)');
  }

  /**
   * Stores `message` unless its id was seen before (a retried signal); true when it is new (and
   * must be sent). Idempotent by message id: a signal delivered twice reaches the tabs once.
   */
  append(message: PushMessage, now: number): boolean {
    // Checked explicitly: with AUTOINCREMENT, `rowsWritten` of an ignored insert is not 0.
    if (this.sql.exec('SELECT 1 AS seq FROM seen_messages WHERE id = ?', message.id).toArray().length > 0) return false;
    if (this.sql.exec('SELECT 1 AS seq FROM events WHERE id = ?', message.id).toArray().length > 0) return false;
    this.sql.exec('INSERT INTO seen_messages (id, seen_at) VALUES (?, ?)', message.id, now);
    this.sql.exec('INSERT INTO events (id, body, received_at) VALUES (?, ?, ?)', message.id, JSON.stringify(message), now);
    this.prune(now);
    return true;
  }

  /** Id of the newest kept event, or null when none is kept. */
  head(): string | null {
    const row = this.sql.exec('SELECT id FROM events ORDER BY seq DESC LIMIT 1').toArray()[0];
    return row ? headRow.parse(row).id : null;
  }

  /**
   * Events a resuming socket missed: after `lastEventId` when it is still kept; everything kept when
   * it is null (the client saw an empty stream) or no longer known (pruned, or storage was reset).
   */
  after(lastEventId: string | null): PushMessage[] {
    let from = 0;
    if (lastEventId !== null) {
      const row = this.sql.exec('SELECT seq FROM events WHERE id = ?', lastEventId).toArray()[0];
      if (row) from = seqRow.parse(row).seq;
    }
    const rows = this.sql.exec('SELECT seq, body FROM events WHERE seq > ? ORDER BY seq', from).toArray();
    return rows.flatMap((raw) => {
      const row = eventRow.safeParse(raw);
      if (!row.success) return [];
      const message = pushMessageSchema.safeParse(safeJson(row.data.body));
      return message.success ? [message.data] : [];
    });
  }

  /** Records a ticket id as used; false when it was used before (a replayed ticket). */
  spendTicket(jti: string, exp: number, now: number): boolean {
    this.sql.exec('DELETE FROM spent_tickets WHERE exp <= ?', now);
    if (this.sql.exec('SELECT 1 AS seq FROM spent_tickets WHERE jti = ?', jti).toArray().length > 0) return false;
    this.sql.exec('INSERT INTO spent_tickets (jti, exp) VALUES (?, ?)', jti, exp);
    return true;
  }

  count(): number {
    const row = this.sql.exec('SELECT COUNT(*) AS seq FROM events').toArray()[0];
    return row ? seqRow.parse(row).seq : 0;
  }

  prune(now: number): void {
    this.sql.exec('DELETE FROM events WHERE received_at < ?', now - KEEP_EVENTS_MS);
    this.sql.exec('DELETE FROM events WHERE seq <= (SELECT seq FROM events ORDER BY seq DESC LIMIT 1 OFFSET ?)', KEEP_EVENTS);
    this.sql.exec('DELETE FROM spent_tickets WHERE exp <= ?', now);
    this.sql.exec('DELETE FROM seen_messages WHERE seen_at < ?', now - KEEP_SEEN_MS);
    this.sql.exec(
      'DELETE FROM seen_messages WHERE id IN (SELECT id FROM seen_messages ORDER BY seen_at DESC, rowid DESC LIMIT -1 OFFSET ?)',
      KEEP_SEEN_IDS,
    );
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
