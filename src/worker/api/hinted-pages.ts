/**
 * The signed-in pages whose calls the worker can start ahead from what it keeps per user (issue 18
 * §6), by pathname: read by the page render (src/worker/ssr/session-hints.ts) and by the sign-in,
 * which keeps what the page it returns to starts from (src/worker/api/sign-in-hints.ts).
 */
export type HintedPage = { page: 'overview' } | { page: 'orders' } | { page: 'order'; code: string } | { page: 'timeline' };

const ORDER_PAGE = /^\/orders\/([^/]+)\/?$/;

export function hintedPage(pathname: string): HintedPage | undefined {
  if (pathname === '/') return { page: 'overview' };
  if (/^\/orders\/?$/.test(pathname)) return { page: 'orders' };
  if (/^\/my-photos\/photos\/?$/.test(pathname)) return { page: 'timeline' };
  const segment = ORDER_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return { page: 'order', code: decodeURIComponent(segment) };
  } catch {
    return undefined; // not a code the orders list could have shown
  }
}
