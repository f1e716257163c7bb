import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStandIn } from '../../../tests/worker/auth';
import type { AppEnv, Bindings } from '../env';
import { downloadRoutes } from './index';

const ORIGIN = 'https://my.photobloom.nl';
const env: Partial<Bindings> = {
  UPSTREAM: { download: 'http://up.test/download-api' },
  ENVIRONMENT: 'development',
  ERROR_REPORTING_DSN: '',
};
let seen: string[] = [];
let answer: () => Response;

/** The routes behind a stand-in for the session middleware: user u1 signed in, or nobody. */
function app(signedIn = true): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', sessionStandIn({ signedIn }));
  a.route('/', downloadRoutes());
  return a;
}
const get = (path: string, signedIn = true) => app(signedIn).request(`${ORIGIN}${path}`, {}, env);

beforeEach(() => {
  seen = [];
  answer = () => Response.json({ url: 'https://media.test/zips/dl-1.zip?sig=abc' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("'Download again' without JavaScript", () => {
  it('redirects to a fresh signed link of the Download API, never cached', async () => {
    const res = await get('/downloads/dl-1/zip');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://media.test/zips/dl-1.zip?sig=abc');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(seen).toEqual(['http://up.test/download-api/downloads/dl-1/url']);
  });

  it.each<[string, () => Response]>([
    ['an upstream failure', () => new Response('boom', { status: 500 })],
    ['a link that is not http(s)', () => Response.json({ url: 'javascript:alert(1)' })],
    ['a malformed answer', () => Response.json({ link: 'https://media.test/x.zip' })],
  ])('%s goes back to the list with that item’s error', async (_, upstream) => {
    answer = upstream;
    const res = await get('/downloads/dl-1/zip');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/downloads?failed=dl-1');
  });

  it('a malformed id asks nothing upstream and goes back to the list', async () => {
    const res = await get('/downloads/..%2Fx/zip');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/downloads');
    expect(seen).toEqual([]);
  });

  it('signed out: the sign-in, no upstream call', async () => {
    const res = await get('/downloads/dl-1/zip', false);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).not.toContain('media.test');
    expect(seen).toEqual([]);
  });
});
