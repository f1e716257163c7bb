/**
 * Public pages the worker serves as they are: reached from e-mail links, after signing out, or
 * (/sign-in-error, /error) opened directly. Rendered by renderPlainPage as plain server HTML that ships no
 * JavaScript (DESIGN.md §5: 0 KB of JS), by the same route components as the app. The confirm
 * pages, the sign-in error and the error page are rendered by their own handlers
 * (confirmations/page.ts, auth/sign-in/html.ts, errors/on-error.ts), which hand the page its data.
 */
export const PLAIN_PAGE_PATHS = [
  '/account-deleted',
  '/change-email-success',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
  '/sign-in-error',
  '/error',
] as const;

/**
 * Plain pages whose HTML depends only on the brand and the address (no token, no page data, no
 * nonce): served from the edge cache (src/worker/cache). The subscription error carries the link's
 * token and the sign-in error its retry link, so they are rendered for each request.
 */
export const EDGE_CACHED_PLAIN_PAGES: ReadonlySet<string> = new Set([
  '/account-deleted',
  '/change-email-success',
  '/subscription-confirmation-success',
]);
