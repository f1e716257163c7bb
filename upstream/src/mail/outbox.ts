import { z } from 'zod';
import type { UpstreamBindings } from '../env';

const rowSchema = z.object({
  id: z.string(),
  to_addr: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  created: z.number(),
});

/** A message as /mailbox/api/messages returns it. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text body, so tests can follow links without parsing HTML. */
  links: string[];
  createdAt: string;
}

const LINK_RE = /https?:\/\/[^\s<>"']+/g;

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(env: Pick<UpstreamBindings, 'DB'>, to: string | undefined, limit = 100): Promise<OutboxMessage[]> {
  const stmt = to
    ? env.DB.prepare('SELECT * FROM outbox WHERE to_addr = ? ORDER BY created DESC, rowid DESC LIMIT ?').bind(to.toLowerCase(), limit)
    : env.DB.prepare('SELECT * FROM outbox ORDER BY created DESC, rowid DESC LIMIT ?').bind(limit);
  const { results } = await stmt.all();
  return results.map((r) => {
    const row = rowSchema.parse(r);
    return {
      id: row.id,
      to: row.to_addr,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.text_body.match(LINK_RE) ?? [],
      createdAt: new Date(row.created).toISOString(),
    };
  });
}
