import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStandIn } from '../../../tests/worker/auth';
import type { AppEnv, Bindings } from '../env';
import { documentRoutes } from './index';

const ORIGIN = 'https://my.photobloom.nl';
const env: Partial<Bindings> = {
  UPSTREAM: { invoice: 'http://up.test/invoice-api', mapPdf: 'http://up.test/invoice-api', unzipPdf: 'http://up.test/unzip-pdf-api' },
  ENVIRONMENT: 'development',
  ERROR_REPORTING_DSN: '',
};
const PDF = '%PDF-1.4\n%…\n';
let seen: string[] = [];
let answer: () => Response;

function app(signedIn = true): Hono<AppEnv> {
  const a = new Hono<AppEnv>();
  a.use('*', sessionStandIn({ signedIn }));
  a.route('/', documentRoutes());
  return a;
}
const get = (path: string, signedIn = true) => app(signedIn).request(`${ORIGIN}${path}`, {}, env);

beforeEach(() => {
  seen = [];
  answer = () => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    seen.push(String(input instanceof Request ? input.url : input));
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("'Download PDF' without JavaScript (GET /documents/…)", () => {
  it.each([
    [
      '/documents/current/G-7?name=1001002&back=/invoices',
      'http://up.test/invoice-api/api/v1/InvoiceGroupFiles/me/G-7',
      'invoice-1001002.pdf',
    ],
    [
      '/documents/historical/H1?name=1000900&channel=albelli-nl&back=/invoices',
      'http://up.test/invoice-api/api/v1/HistoricalInvoice/me/pdf/H1/albelli-nl',
      'invoice-1000900.pdf',
    ],
    [
      '/documents/map/M1?name=Order%20map%20January&back=/invoices',
      'http://up.test/invoice-api/v1/Pdfs/me/M1',
      'map-Order-map-January.pdf',
    ],
    ['/documents/product/1001-1?name=1001-1&back=/orders/1001001', 'http://up.test/unzip-pdf-api/v1/pdf/me/1001-1', 'invoice-1001-1.pdf'],
  ])('%s: the file as an attachment, never cached', async (path, upstream, fileName) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.text()).toBe(PDF);
    expect(seen).toEqual([upstream]);
  });

  it.each<[string, () => Response]>([
    ['an upstream failure', () => new Response('boom', { status: 500 })],
    ['a refusal (another customer’s document)', () => new Response('{}', { status: 404 })],
    ['an answer that is not a PDF', () => new Response('<html>error</html>', { status: 200 })],
  ])('%s goes back to the page with that row’s error', async (_, upstream) => {
    answer = upstream;
    const res = await get('/documents/historical/H1?name=x&channel=albelli-nl&back=/orders/1001001');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/orders/1001001?failed=historical%3AH1%2Falbelli-nl');
  });

  it('a way back to another site becomes /invoices', async () => {
    answer = () => new Response('boom', { status: 500 });
    const res = await get('/documents/map/M1?back=https://evil.test/');
    expect(res.headers.get('Location')).toBe('/invoices?failed=map%3AM1');
  });

  it('an unknown kind or a malformed id asks nothing upstream', async () => {
    expect((await get('/documents/secret/G-7')).status).toBe(404);
    expect((await get('/documents/current/..%2Fme')).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('signed out: the sign-in, no upstream call', async () => {
    const res = await get('/documents/current/G-7', false);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toContain('/auth/login');
    expect(seen).toEqual([]);
  });
});
