import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createRequestHandler } from '@tanstack/react-router/ssr/server';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { prerender } from 'react-dom/static';
import { createAppRouter, createQueryClient } from '../../router';
import { publicShapeOf } from '../../shared/api/public-error';
import { sampleTestVariant } from '../../shared/flags/experiment';
import { FLAGS_COOKIE, resolveFlags } from '../../shared/flags/flags';
import { cookieFlagStorage } from '../../shared/flags/stored';
import { intlFor } from '../../shared/i18n/catalogue';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { formatLocaleOf } from '../../shared/i18n/format-locale';
import { DISMISSED_COOKIE, parseDismissed } from '../../shared/notices/dismissed';
import type { FormReplay, PlainPageData, RouterContext } from '../../shared/router-context';
import { VIEWPORT_HINT, viewportWidthOf } from '../../shared/viewport';
import { apiForRequest, waitUntilOf } from '../api';
import type { AppEnv } from '../env';
import { learnFromRender } from '../per-user-cache/learn';
import { sessionHints } from '../per-user-cache/page-hints';
import { clientAssets, routerManifest } from './client-assets';
import { INTL_WARMUP } from './intl-warmup';
import { appendAtEnd, clearCookieScript, noscriptRefresh, wantsCompletePage } from './no-script';
import { publicFailures } from './public-failures';
import { pageHandler } from './stream-handlers';

/**
 * The request's QueryClient. A streamed query's rejection is an Error that the router's public-error
 * adapter turns into its public shape (correlation id kept); TanStack's own redaction would drop
 * the id. Anything that is not an Error is still redacted by TanStack. A query marked
 * `NOT_DEHYDRATED` (the whole customer record: pages carry their view of it) stays on the server
 * (issue 32 §5). Set here, not in createQueryClient: the browser never dehydrates.
 */
function serverQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    dehydrate: {
      shouldRedactErrors: (error) => !(error instanceof Error),
      shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false,
    },
  });
  return queryClient;
}

/** The account id for the render's calls by account id; a call fails (its part shows its error) when it cannot be read. */
async function requiredOwnAccountId(c: Context<AppEnv>): Promise<number> {
  const id = await c.var.ownAccountId?.();
  if (id === undefined) throw new Error('the account id could not be read (customer service)');
  return id;
}

function routerContext(c: Context<AppEnv>): RouterContext {
  const url = new URL(c.req.url);
  const brand = c.var.brand;
  const session = c.var.session;
  return {
    queryClient: serverQueryClient(),
    // A failed upstream call is reported here in full; the render only ever sees its public shape,
    // so nothing internal can reach the page or its dehydrated state (issue 15 §9).
    api: apiForRequest(c, { onFailure: publicFailures(c), ownAccount: () => requiredOwnAccountId(c) }),
    session: session
      ? {
          isBusiness: session.isBusiness,
          email: session.email,
          ...(c.var.firstName ? { firstName: c.var.firstName } : {}),
          formToken: c.var.formToken,
          experiments: { 'sample-test': sampleTestVariant(session.userId) },
        }
      : undefined,
    brand,
    intl: intlFor(brand.locale, formatLocaleOf(brand)),
    flags: resolveFlags({
      search: url.search,
      host: url.hostname,
      hostLists: c.env.FLAG_HOSTS,
      storage: cookieFlagStorage(getCookie(c, FLAGS_COOKIE)),
    }),
    printsEditorUrl: c.env.PRINTS_EDITOR_URL,
    projectEditorUrl: c.env.PROJECT_EDITOR_URL,
    correlationId: c.var.correlationId,
    viewportWidth: viewportWidthOf(c.req.raw.headers),
    dismissed: parseDismissed(getCookie(c, DISMISSED_COOKIE)),
  };
}

/**
 * Streams the React app for this request: a fresh router and QueryClient, the shell flushed as
 * soon as the route's loaders (which never await slow data) are done, slow data streamed after it
 * together with the dehydrated query cache.
 */
export async function streamApp(c: Context<AppEnv>, o: StreamOptions = {}): Promise<Response> {
  const started = performance.now();
  const context: RouterContext = { ...routerContext(c), ...(o.formReplay ? { formReplay: o.formReplay } : {}) };
  // Dates render synchronously: the brand's date-fns locale must be loaded before the first render.
  // What the user's earlier pages taught this data centre lets this page's calls start together (issue 18 §6).
  const path = o.url ? new URL(o.url, c.req.url).pathname : c.req.path;
  const [, hints] = await Promise.all([loadDateLocale(context.intl.formatLocale), context.session ? sessionHints(c, path) : undefined]);
  if (context.session && hints) context.session = { ...context.session, ...hints };
  // …and what this page reads teaches its later pages.
  learnFromRender(c, context.queryClient, waitUntilOf(c));
  // The complete variant for browsers without scripts (no-script.ts); a page answering a refused
  // post is one too, since its browser may well be one of them.
  const complete = Boolean(o.url) || wantsCompletePage(c);
  // The streamed page's head starts with the refresh for browsers without scripts (no-script.ts),
  // then the Intl warm-up that would otherwise block hydration (intl-warmup.ts), rendered by React
  // in its own head: a stream transform of the whole body cost about 0.7 ms a page (issue 32 §2).
  if (complete) context.completePage = true;
  else context.headStart = { noscript: noscriptRefresh(c.req.url), script: INTL_WARMUP, nonce: c.var.nonce };
  const request = o.url ? new Request(new URL(o.url, c.req.url), { headers: c.req.raw.headers, signal: c.req.raw.signal }) : c.req.raw;
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ context, nonce: c.var.nonce, errorShape: publicShapeOf }),
    getRouterManifest: () => routerManifest(),
  });
  const rendered = await handler(pageHandler({ complete, onRendering: (allReady) => c.set('pageRendered', allReady) }));
  const body = rendered.body && complete ? appendAtEnd(rendered.body, clearCookieScript(c.var.nonce)) : rendered.body;
  // The refused post's status only over a page that rendered (a redirect or a 404 keeps its own).
  const status = o.status && rendered.status === 200 ? o.status : rendered.status;
  const response = new Response(body, { status, headers: rendered.headers });
  response.headers.set('Content-Type', 'text/html; charset=utf-8');
  // The viewport width for the server's pixel layouts (the photo timeline); a Chromium browser that
  // did not send it yet retries this first request with it (Critical-CH), once per origin.
  response.headers.set('Accept-CH', VIEWPORT_HINT);
  response.headers.set('Critical-CH', VIEWPORT_HINT);
  response.headers.append('Vary', VIEWPORT_HINT);
  // Time until the shell is ready to stream (loaders + first render pass).
  response.headers.set('Server-Timing', `ssr;dur=${(performance.now() - started).toFixed(1)}`);
  return response;
}

export interface StreamOptions {
  /** Render this address instead of the request's (a refused post: the form's page with its outcome). */
  url?: string;
  status?: ContentfulStatusCode;
  /** What the user typed into the refused form, shown again in its fields (RouterContext.formReplay). */
  formReplay?: FormReplay;
}

export interface PlainPageOptions {
  status?: ContentfulStatusCode;
  /**
   * The route to render when it is not the request's own path (the sign-in error page answers at
   * /auth/login and /auth/callback); its search string is not taken from the request then.
   */
  path?: string;
  /** What the handler decided for the page (confirm form fields, retry link), see PlainPageData. */
  page?: PlainPageData;
}

/**
 * Renders a page as plain HTML without any script: the public and e-mail-link pages, which must
 * ship no JavaScript. The router runs on a memory history, without SSR utilities, so it writes no
 * hydration data; the page is the route's own React component inside the public frame.
 */
export async function renderPlainPage(c: Context<AppEnv>, o: PlainPageOptions = {}): Promise<Response> {
  const url = new URL(c.req.url);
  const context: RouterContext = {
    ...routerContext(c),
    plainStylesheet: clientAssets.css[0],
    ...(o.page ? { plainPage: o.page } : {}),
  };
  await loadDateLocale(context.intl.formatLocale);
  const router = createAppRouter({
    context,
    plain: true,
    history: createMemoryHistory({ initialEntries: [o.path ?? url.pathname + url.search] }),
  });
  await router.load();
  // The whole page, no streaming: prerender waits for every part, as a page without script must.
  const { prelude } = await prerender(<RouterProvider router={router} />);
  // Fizz writes the doctype itself before the <html> root.
  return c.html(await new Response(prelude).text(), o.status ?? 200);
}
