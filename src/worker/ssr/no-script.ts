import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';

/**
 * Pages without JavaScript (issue 17 §1; decision in docs/architecture.md, 'Pages without
 * JavaScript'). A signed-in page streams: the shell first, each slow part later as a hidden chunk
 * that an inline script moves into place. A browser that runs no script would keep the placeholders
 * for ever, so the streamed page carries, first thing in its head, a `<noscript>` refresh to the
 * same address with `nojs=1`. That request, and every later one of this browser (the cookie), is
 * answered by the complete variant: rendered once everything has settled, no placeholder left.
 * Browsers that run scripts never see the refresh and keep streaming (issue 18 §7, shell first).
 */
export const NOJS_PARAM = 'nojs';
export const NOJS_COOKIE = 'myaccount-nojs';

/** Not HttpOnly: the complete variant's one inline script clears it once scripts run again. */
const COOKIE_OPTIONS = { path: '/', sameSite: 'Lax', secure: false, httpOnly: false } as const;

/** True when this request gets the complete variant; a `nojs=1` request also remembers it (cookie). */
export function wantsCompletePage(c: Context<AppEnv>): boolean {
  const asked = new URL(c.req.url).searchParams.get(NOJS_PARAM) === '1';
  if (asked) {
    const secure = new URL(c.req.url).protocol === 'https:';
    c.var.cookies.set(NOJS_COOKIE, '1', { ...COOKIE_OPTIONS, secure });
    return true;
  }
  return getCookie(c, NOJS_COOKIE) === '1';
}

/** The address the `<noscript>` refresh goes to: this page with `nojs=1` (its other parameters kept). */
export function completeVariantHref(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.set(NOJS_PARAM, '1');
  return `${url.pathname}${url.search}`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The streamed page's fallback for browsers without scripts: the content of the `<noscript>` first
 * in its head (RouterContext.headStart), so the refresh is in the first bytes.
 */
export function noscriptRefresh(requestUrl: string): string {
  return `<meta http-equiv="refresh" content="0;url=${escapeAttr(completeVariantHref(requestUrl))}">`;
}

/**
 * Appended to the complete variant: a browser that runs it has scripts again, so the next page
 * streams (the cookie goes). CSP: the response's nonce.
 */
export function clearCookieScript(nonce: string | undefined): string {
  const attr = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  return `<script${attr}>document.cookie="${NOJS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax"</script>`;
}

/** Appends `html` at the very end of the stream (after `</html>` the parser still runs it in the body). */
export function appendAtEnd(body: ReadableStream<Uint8Array>, html: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => controller.enqueue(chunk),
      flush: (controller) => controller.enqueue(encoder.encode(html)),
    }),
  );
}
