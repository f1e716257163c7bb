import * as z from 'zod';

const sidSchema = z.string().min(1).max(200);
const row = z.object({ until: z.number().int() });

/**
 * Sessions of this user that were signed out, each kept until every token it issued has expired
 * (`until`, milliseconds): a copied cookie of an ended session is refused by the page gate
 * (src/worker/auth/session/ended-sessions.ts) even while its access token still verifies and its
 * customer-gate cookie is still fresh. In the object's SQLite storage, so it survives hibernation
 * and redeploys; pruned on every write.
 */
export class EndedSessions {
  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS ended_sessions (sid TEXT PRIMARY KEY, until INTEGER NOT NULL)');
  }

  /** Remembers `sid` as ended until `until`; false (nothing stored) for an invalid id. */
  end(sid: string, until: number, now: number): boolean {
    if (!sidSchema.safeParse(sid).success || !Number.isSafeInteger(until)) return false;
    this.sql.exec('DELETE FROM ended_sessions WHERE until <= ?', now);
    this.sql.exec(
      'INSERT INTO ended_sessions (sid, until) VALUES (?, ?) ON CONFLICT (sid) DO UPDATE SET until = MAX(until, excluded.until)',
      sid,
      until,
    );
    return true;
  }

  /** True while `sid` is remembered as ended. */
  isEnded(sid: string, now: number): boolean {
    if (!sidSchema.safeParse(sid).success) return false;
    const found = this.sql.exec('SELECT until FROM ended_sessions WHERE sid = ?', sid).toArray()[0];
    return found !== undefined && row.parse(found).until > now;
  }
}
