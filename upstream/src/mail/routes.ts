import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../env';
import { validate } from '../http/validate';
import { listOutbox } from './outbox';
import { escapeHtml } from './send';

/**
 * The outbox, for people (/mailbox, HTML) and tests (/mailbox/api/messages?to=, JSON).
 * No token: it is a development stand-in for real inboxes. The page is read-only: following
 * a link opens the app's confirmation page, which POSTs; nothing here consumes a token.
 */
export function registerMailbox(app: Hono<UpstreamEnv>): void {
  const query = z.object({ to: z.email().optional() });

  app.get('/mailbox/api/messages', validate('query', query), async (c) => {
    const { to } = c.req.valid('query');
    return c.json({ messages: await listOutbox(c.env, to) });
  });

  app.get('/mailbox', validate('query', query), async (c) => {
    const { to } = c.req.valid('query');
    const messages = await listOutbox(c.env, to);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2>` +
          `<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>` +
          // html bodies come from our own templates with escaped values.
          `<div class="body">${m.html}</div></article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>` +
        `<style>body{font:16px system-ui;margin:2rem;max-width:50rem}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}.meta{color:#555;font-size:.9em}</style>` +
        `</head><body><h1>Mailbox</h1>` +
        `<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>` +
        (items || '<p>No messages.</p>') +
        `</body></html>`,
    );
  });
}
