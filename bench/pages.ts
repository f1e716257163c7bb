import { LANDING_PAGES } from '../tests/support/bundle-size';
import { request } from '../tests/support/http';
import { DEMO_PASSWORD, signIn } from '../tests/support/sign-in';

/** The signed-in cookies of the demo consumer and the business demo account. */
export async function signedInCookies(appUrl: string): Promise<{ consumer: string; business: string }> {
  const [consumer, business] = await Promise.all([
    signIn(appUrl, 'demo@example.com', DEMO_PASSWORD),
    signIn(appUrl, 'business@example.com', DEMO_PASSWORD),
  ]);
  return { consumer: consumer.header(), business: business.header() };
}

/** The first link under `prefix` on a page (an album, an order of the demo account). */
async function firstLink(appUrl: string, cookie: string, page: string, prefix: string): Promise<string> {
  const res = await request(`${appUrl}${page}`, { headers: { Cookie: cookie } });
  const m = new RegExp(`href="(${prefix}[^"/?#]+)"`).exec(res.body);
  if (!m?.[1]) throw new Error(`no ${prefix}… link on ${page}`);
  return m[1];
}

export { CHROMIUM_ARGS } from '../tests/support/chromium';

/** A `Cookie` header of signedInCookies as Playwright cookies for the stack's localhost origin. */
export function browserCookies(header: string) {
  return header.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    return {
      name,
      value: pair.slice(eq + 1),
      domain: 'localhost',
      path: '/',
      secure: name.startsWith('__'),
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  });
}

export interface BenchPage {
  /** The landing page as tests/support/bundle-size.ts names it. */
  name: string;
  path: string;
  cookie: string;
}

/** The main pages of issue 18 with real addresses (the demo account's first album and order). */
export async function mainPages(appUrl: string): Promise<BenchPage[]> {
  const cookies = await signedInCookies(appUrl);
  const album = await firstLink(appUrl, cookies.consumer, '/my-photos/albums', '/my-photos/albums/');
  const order = await firstLink(appUrl, cookies.consumer, '/orders', '/orders/');
  return LANDING_PAGES.map((p) => ({
    name: p.path,
    path: p.path.replace('/my-photos/albums/:album', album).replace('/orders/:order', order),
    cookie: p.account === 'business' ? cookies.business : cookies.consumer,
  }));
}

/** What a page's CPU is held to (issue 32 §2): an account page 1.5× its floor and 5 ms, a photo page 2×. */
export type PageKind = 'account' | 'photos';

export interface CpuPage extends BenchPage {
  kind: PageKind;
}

/**
 * The pages the CPU bench compares with the floor: the main pages, the settings sub-pages, the
 * widgets and a shared album (when the demo account has one linked from its albums).
 */
export async function cpuPages(appUrl: string): Promise<CpuPage[]> {
  const main = await mainPages(appUrl);
  const consumer = main.find((p) => p.name === '/settings')!.cookie;
  const more = ['/settings/personal-details', '/settings/addresses/all', '/settings/email', '/settings/payment-method', '/widgets'].map(
    (path) => ({ name: path, path, cookie: consumer }),
  );
  const shared = await firstLink(appUrl, consumer, '/my-photos/albums', '/my-photos/shared-albums/').catch(() => undefined);
  const pages = [...main, ...more, ...(shared ? [{ name: '/my-photos/shared-albums/:id', path: shared, cookie: consumer }] : [])];
  return pages.map((p) => ({ ...p, kind: p.path.startsWith('/my-photos') ? 'photos' : 'account' }));
}

/** The elements of a page's markup (its scripts' text is not markup): what the floor page is sized by. */
export function elementCount(html: string): number {
  return (html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script>').match(/<[a-zA-Z][a-zA-Z0-9-]*[\s/>]/g) ?? []).length;
}
