import { QueryClient } from '@tanstack/react-query';
import { createRouter, createSerializationAdapter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { reportBoundaryError, setPageCorrelationId } from './client/report-error';
import { ErrorBoundaryPage } from './components/frame/error-boundary-page';
import { NotFoundPage } from './components/frame/not-found-page';
import { routeTree } from './routeTree.gen';
import type { PublicErrorShape } from './shared/api/public-error';
import type { RouterContext, RouterSession } from './shared/router-context';

/**
 * Every error the server writes into the page (a failed query's `error` in the dehydrated cache, a
 * streamed query's rejection, a route match's error) crosses as its public shape: the spec's text,
 * the correlation id, the status. The upstream's URL and body stay on the server (issue 15 §9).
 */
const publicErrors = (toShape: (error: unknown) => PublicErrorShape) =>
  createSerializationAdapter({
    key: 'public-error',
    test: (value): value is Error => value instanceof Error,
    toSerializable: (error): PublicErrorShape => toShape(error),
    // A plain Error carrying the shape's fields (message included): the PublicError class and its
    // name stay out of the entry chunk (DESIGN §5 budget).
    fromSerializable: (shape: PublicErrorShape) => Object.assign(new Error(), shape),
  });
/** The browser never serialises; it has no use for (nor bytes to spend on) the server's shaper. */
const nothingButTheBoundaryText = (): PublicErrorShape => ({ message: '', kind: 'unknown' });

/** A fresh QueryClient per request (server) or per page load (client); never a module singleton. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

export interface CreateRouterOptions {
  context: RouterContext;
  /** CSP nonce of this response; the router puts it on every script it writes. */
  nonce?: string;
  history?: RouterHistory;
  /** Plain pages (no JavaScript): nothing to restore, and no restoration script may be written. */
  plain?: boolean;
  /** Server only: the public shape of an error written into the page (`publicShapeOf`). */
  errorShape?: (error: unknown) => PublicErrorShape;
}

export function createAppRouter({ context, nonce, history, plain = false, errorShape }: CreateRouterOptions) {
  const router = createRouter({
    routeTree,
    context,
    history,
    ssr: nonce ? { nonce } : undefined,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !plain,
    defaultErrorComponent: ErrorBoundaryPage,
    // Browser only (boundaries never catch during SSR); reported through the worker like every client error.
    defaultOnCatch: (error) => void reportBoundaryError(error),
    defaultNotFoundComponent: NotFoundPage,
    // Per-request facts the client can't recompute: flags from the host lists, who is signed in,
    // the environment's prints editor (wrangler PRINTS_EDITOR_URL), and the brand (so the browser
    // never downloads the table of every brand).
    dehydrate: () => ({
      flags: context.flags,
      session: context.session && browserSession(context.session),
      printsEditorUrl: context.printsEditorUrl,
      projectEditorUrl: context.projectEditorUrl,
      brand: context.brand,
      correlationId: context.correlationId,
      viewportWidth: context.viewportWidth,
      dismissed: context.dismissed,
    }),
    // Exactly what `dehydrate` wrote, into the browser's context (one assign: the entry is at its byte budget).
    hydrate: (
      data: Pick<
        RouterContext,
        'flags' | 'session' | 'printsEditorUrl' | 'projectEditorUrl' | 'brand' | 'correlationId' | 'viewportWidth' | 'dismissed'
      >,
    ) => {
      Object.assign(context, data);
      // Browser error reports of this page carry the id of the request that rendered it.
      setPageCorrelationId(data.correlationId);
    },
  });
  // The constructor's type leaves adapters to TanStack Start, but the SSR serializer (server) and
  // the hydration (browser) both read them from router.options: set before either runs.
  router.options.serializationAdapters = [publicErrors(errorShape ?? nothingButTheBoundaryText)];
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

/**
 * The session as the browser gets it: who is signed in (and their first name for the header's
 * greeting) and the form token, none of the worker's
 * hints for its own server render (account id, newest months, known order, delivery dates ahead).
 * They are guesses for this render a later page in the browser must not act on, and the account id
 * is an internal id no page state carries (issue 32 §5); pages read the records themselves.
 */
function browserSession({ isBusiness, email, firstName, formToken, experiments }: RouterSession): RouterSession {
  return { isBusiness, email, ...(firstName ? { firstName } : {}), formToken, experiments };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
