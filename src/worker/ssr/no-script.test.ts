import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { cookies } from '../middleware/cookies';
import { appendAtEnd, clearCookieScript, completeVariantHref, NOJS_COOKIE, noscriptRefresh, wantsCompletePage } from './no-script';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const s of chunks) c.enqueue(new TextEncoder().encode(s));
      c.close();
    },
  });
const text = (s: ReadableStream<Uint8Array>) => new Response(s).text();

describe('pages without JavaScript', () => {
  it('the refresh goes to the same page with nojs=1, its parameters kept', () => {
    expect(completeVariantHref('https://my.photobloom.nl/saved-projects?page=2&stripped=true')).toBe(
      '/saved-projects?page=2&stripped=true&nojs=1',
    );
    expect(noscriptRefresh('https://x.test/orders')).toBe('<meta http-equiv="refresh" content="0;url=/orders?nojs=1">');
    expect(noscriptRefresh('https://x.test/orders?a="><script>')).not.toContain('"><script>');
  });

  it('appends the cookie-clearing script with the nonce to the complete variant', async () => {
    const out = await text(appendAtEnd(streamOf('<html></html>'), clearCookieScript('n0nce')));
    expect(out).toBe(`<html></html><script nonce="n0nce">document.cookie="${NOJS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax"</script>`);
  });

  it('nojs=1 asks for the complete variant and remembers it; the cookie alone asks too', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', cookies());
    app.get('*', (c) => c.text(String(wantsCompletePage(c))));
    const asked = await app.request('https://x.test/orders?nojs=1');
    expect(await asked.text()).toBe('true');
    expect(asked.headers.get('set-cookie')).toContain(`${NOJS_COOKIE}=1`);
    expect(await (await app.request('https://x.test/orders', { headers: { Cookie: `${NOJS_COOKIE}=1` } })).text()).toBe('true');
    const plain = await app.request('https://x.test/orders');
    expect(await plain.text()).toBe('false');
    expect(plain.headers.get('set-cookie')).toBeNull();
  });
});
