import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import { brand } from '../middleware/brand';
import { correlationId } from '../middleware/correlation-id';
import { HttpError, httpError } from './http-error';
import { type OnErrorOptions, onError } from './on-error';

function app(options: OnErrorOptions = {}) {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId({ generate: () => 'corr-id-0042' }));
  a.use('*', brand());
  a.get('/boom', () => {
    throw new Error('secret internals');
  });
  a.get('/api/boom', () => {
    throw new Error('secret internals');
  });
  a.get('/bad', () => {
    throw new HttpError(400, 'error.badRequest', { cause: new Error('zod said no') });
  });
  a.get('/teapot', () => {
    throw new HTTPException(418, { message: 'short and stout' });
  });
  a.onError(onError({ log: () => {}, ...options }));
  return a;
}

const BOUNDARY = 'An unexpected error has occurred, please contact us if you continue to have problems.';

describe('onError', () => {
  it('answers an unexpected error with 500 and the boundary text, without internals', async () => {
    const res = await app().request('http://localhost/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain(BOUNDARY);
    expect(html).toContain('Reference: corr-id-0042');
    expect(html).toContain('| photobloom.co.uk</title>');
    expect(html).not.toContain('secret internals');
  });

  it.each([
    ['http://photobloom-nl.localhost/boom', 'nl-NL'],
    ['http://photobloom-se.localhost/boom', 'sv-SE'],
    ['http://photobloom-de.localhost/boom', 'de-AT'],
  ])('localises %s to %s', async (url, lang) => {
    const html = await (await app().request(url)).text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).not.toContain(BOUNDARY);
  });

  it('logs and reports unexpected errors with the correlation id', async () => {
    const log = vi.fn();
    const onReport = vi.fn();
    await app({ log, onReport }).request('http://localhost/boom');
    expect(log).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ correlationId: 'corr-id-0042', path: '/boom' }));
    expect(onReport).toHaveBeenCalledWith(
      expect.objectContaining({ correlationId: 'corr-id-0042', brandKey: 'photobloom-gb', error: expect.any(Error) }),
      expect.anything(),
    );
  });

  it('survives a throwing reporter', async () => {
    const res = await app({
      onReport: () => {
        throw new Error('sdk');
      },
    }).request('http://localhost/boom');
    expect(res.status).toBe(500);
  });

  it('keeps the status and text of an HttpError, and does not report it', async () => {
    const onReport = vi.fn();
    const res = await app({ onReport }).request('http://localhost/bad');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('The address of this page is not valid.');
    expect(html).not.toContain('zod said no');
    expect(onReport).not.toHaveBeenCalled();
  });

  it.each([
    ['http://localhost/api/boom', {}, 500, 'internal_error', BOUNDARY],
    ['http://localhost/boom', { Accept: 'application/json' }, 500, 'internal_error', BOUNDARY],
    ['http://localhost/boom', { 'X-Requested-With': 'myaccount' }, 500, 'internal_error', BOUNDARY],
    ['http://localhost/bad', { Accept: 'application/json' }, 400, 'bad_request', 'The address of this page is not valid.'],
  ])('answers JSON for %s %j', async (url, headers, status, error, message) => {
    const res = await app().request(url, { headers });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error, message, correlationId: 'corr-id-0042' });
  });

  it('does not report a 5xx HttpError its thrower already reported, but logs it', async () => {
    const a = new Hono<AppEnv>();
    a.get('/api/x', () => {
      throw httpError(502, 'upstream_unreachable', { cause: new Error('down'), reported: true });
    });
    const log = vi.fn();
    const onReport = vi.fn();
    a.onError(onError({ log, onReport }));
    const res = await a.request('http://localhost/api/x');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_unreachable' });
    expect(onReport).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('answers HTML to a browser that also accepts JSON', async () => {
    const res = await app().request('http://localhost/boom', { headers: { Accept: 'text/html,application/json;q=0.9' } });
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it("passes Hono's HTTPException response through", async () => {
    const res = await app().request('http://localhost/teapot');
    expect(res.status).toBe(418);
  });

  it('works before the brand is known (en-GB, default title)', async () => {
    const a = new Hono<AppEnv>();
    a.get('*', () => {
      throw new Error('early');
    });
    a.onError(onError({ log: () => {} }));
    const html = await (await a.request('http://localhost/')).text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('| MyAccount</title>');
    expect(html).toContain('Reference: unknown');
  });

  it('hands an HTML error to the branded page with what to say, and the status', async () => {
    const renderPage = vi.fn<NonNullable<OnErrorOptions['renderPage']>>(async (c, status, page) => c.html(JSON.stringify(page), status));
    const bad = await app({ renderPage }).request('http://localhost/bad');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('Cache-Control')).toBe('no-store');
    expect(JSON.parse(await bad.text())).toEqual({ kind: 'error', headingId: 'error.badRequest', correlationId: 'corr-id-0042' });
    const boom = await app({ renderPage }).request('http://localhost/boom');
    expect(boom.status).toBe(500);
    expect(JSON.parse(await boom.text())).toEqual({
      kind: 'error',
      headingId: 'error.title',
      messageId: 'error.boundary',
      correlationId: 'corr-id-0042',
    });
    // JSON callers keep the JSON shape.
    expect((await app({ renderPage }).request('http://localhost/api/boom')).headers.get('Content-Type')).toMatch(/json/);
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('falls back to the last-resort page when the branded page fails itself', async () => {
    const log = vi.fn();
    const a = app({
      log,
      renderPage: async () => {
        throw new Error('SSR is down');
      },
    });
    const res = await a.request('http://localhost/bad');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The address of this page is not valid.');
    expect(log).toHaveBeenCalledWith('error page failed', expect.objectContaining({ correlationId: 'corr-id-0042' }));
  });

  it('checks its options when built', () => {
    expect(() => onError({ onReport: 'x' as unknown as OnErrorOptions['onReport'] })).toThrow(TypeError);
  });
});

describe('HttpError', () => {
  it.each([200, 302, 600])('refuses non-error status %i', (status) => {
    expect(() => new HttpError(status as 400, 'error.badRequest')).toThrow(RangeError);
  });
});
