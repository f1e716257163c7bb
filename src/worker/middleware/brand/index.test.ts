import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { AppEnv, Bindings } from '../../env';
import { correlationId } from '../correlation-id';
import { type BrandOptions, brand } from './index';

function app(options?: BrandOptions) {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId({ generate: () => 'corr-id-0001' }));
  a.use('*', brand(options));
  a.get('*', (c) => c.json({ key: c.var.brand.key, locale: c.var.brand.locale }));
  return a;
}

const keyOf = async (res: Response) => z.object({ key: z.string() }).parse(await res.json()).key;
const env = (extra: Partial<Bindings> = {}) => extra as Bindings;

describe('brand middleware', () => {
  it.each([
    ['http://localhost:8787/', 'photobloom-gb'],
    ['http://127.0.0.1:8787/', 'photobloom-gb'],
    ['http://photobloom-se.localhost:8787/', 'photobloom-se'],
    ['http://snapbook-no.localhost:8787/orders', 'snapbook-no'],
    ['https://my.photobloom.fr/', 'photobloom-fr'],
    ['https://MY.PHOTOBLOOM.DE./', 'photobloom-de'],
  ])('%s → %s', async (url, key) => {
    const res = await app({ onUnknownHost: () => {} }).request(url);
    expect(res.status).toBe(200);
    expect(await keyOf(res)).toBe(key);
  });

  it('answers an unknown host with a plain 404 page and reports it with the correlation id', async () => {
    const onUnknownHost = vi.fn();
    const res = await app({ onUnknownHost }).request('https://evil.test/orders');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Page not found');
    expect(html).toContain('Reference: corr-id-0001');
    expect(html).not.toContain('<script');
    expect(onUnknownHost).toHaveBeenCalledOnce();
    expect(onUnknownHost.mock.calls[0]![0]).toMatchObject({ host: 'evil.test', correlationId: 'corr-id-0001' });
  });

  it('reports to console.error by default, as one JSON line', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app().request('https://evil.test/');
    expect(res.status).toBe(404);
    expect(spy).toHaveBeenCalledWith(
      JSON.stringify({ level: 'error', event: 'unknown host', host: 'evil.test', correlationId: 'corr-id-0001' }),
    );
    spy.mockRestore();
  });

  it('still answers 404 when the reporter throws', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app({
      onUnknownHost: () => {
        throw new Error('sdk down');
      },
    }).request('https://evil.test/');
    expect(res.status).toBe(404);
    spy.mockRestore();
  });

  it('ignores X-Forwarded-Host unless allowed', async () => {
    const init = { headers: { 'X-Forwarded-Host': 'my.photobloom.se' } };
    const plain = await app().request('http://localhost/', init);
    expect(await keyOf(plain)).toBe('photobloom-gb');
    const trusted = await app({ trustForwardedHost: true }).request('http://localhost/', init);
    expect(await keyOf(trusted)).toBe('photobloom-se');
  });

  it('uses BRAND_HOSTS of the environment', async () => {
    const res = await app().request(
      'https://staging.photobloom.it/',
      {},
      env({ BRAND_HOSTS: { 'staging.photobloom.it': 'photobloom-it' } }),
    );
    expect(await keyOf(res)).toBe('photobloom-it');
  });

  it('checks its options when built', () => {
    expect(() => brand({ trustForwardedHost: 'yes' as unknown as boolean })).toThrow(TypeError);
  });
});
