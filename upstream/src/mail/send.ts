import { z } from 'zod';
import type { UpstreamBindings } from '../env';

/** One outgoing e-mail. `html` is trusted markup built by our own templates (values escaped). */
export const mailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1),
});
export type Mail = z.infer<typeof mailSchema>;

/**
 * "Sends" an e-mail: the embedded upstream has no SMTP, so every message lands in the outbox
 * table, shown at /mailbox and readable by tests at /mailbox/api/messages.
 */
export async function sendMail(env: Pick<UpstreamBindings, 'DB'>, mail: Mail): Promise<string> {
  const m = mailSchema.parse(mail);
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO outbox (id, to_addr, subject, text_body, html_body, created) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(id, m.to.toLowerCase(), m.subject, m.text, m.html, Date.now())
    .run();
  return id;
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A minimal message with one call-to-action link, as text and as HTML. */
export function linkMail(to: string, subject: string, intro: string, linkLabel: string, url: string): Mail {
  const text = `${intro}\n\n${linkLabel}: ${url}\n\nIf you did not ask for this, ignore this e-mail. The link works once and expires in 24 hours.`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>` +
    `<p>If you did not ask for this, ignore this e-mail. The link works once and expires in 24 hours.</p>`;
  return { to, subject, text, html };
}
