import type { Context } from 'hono';
import type { MessageId } from '../../shared/i18n/intl';
import { plainPageHtml, t } from '../auth/html';
import type { AppEnv } from '../env';
import { escapeHtml } from '../errors/error-page';
import { markPrivate, useNoReferrer } from '../middleware/security-headers';

export interface ConfirmPage {
  action: string;
  title: MessageId;
  message: MessageId;
  button: MessageId;
  /** Values of the message (e.g. the e-mail address). */
  values?: Record<string, string>;
  /** Hidden form fields: the confirmation token, the CSRF token, … */
  fields: Record<string, string>;
}

/**
 * The confirm page of an e-mail link: one POST form, no script. Its URL carries the token, so it
 * is sent with `Referrer-Policy: no-referrer` (and a meta tag) and `Cache-Control: no-store`.
 */
export function confirmPage(c: Context<AppEnv>, p: ConfirmPage): Response {
  useNoReferrer(c);
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  const hidden = Object.entries(p.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const form = `<form method="post" action="${escapeHtml(p.action)}">${hidden}<button type="submit">${escapeHtml(t(c, p.button))}</button></form>`;
  return c.html(plainPageHtml(c, {
    heading: t(c, p.title),
    paragraphs: [t(c, p.message, p.values)],
    bodyHtml: form,
  }));
}

/** Redirect after a POST (303: the browser follows with GET), never cached, no Referer. */
export function seeOther(c: Context<AppEnv>, location: string): Response {
  useNoReferrer(c);
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}
