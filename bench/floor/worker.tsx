/** @jsxRuntime automatic @jsxImportSource react */
import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import {
  createRequestHandler,
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { Hono } from 'hono';
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import * as z from 'zod/mini';
import { FloorDocument } from './document';

/**
 * The floor of this project's stack (issue 32 §1): what a page costs with nothing of the app in it.
 * Hono answers, TanStack Router (a root and one route) runs the route's loader, which asks TanStack
 * Query for one upstream JSON answer (zod-parsed) with `ensureQueryData`; React 19 streams the page
 * with the router's own SSR transform, and the query cache is dehydrated into it as
 * `@tanstack/react-router-ssr-query` does. `?n=` sets how many list items the answer has (one
 * element each), so the bench asks for a page with as many elements as the app page it compares.
 * The data comes from the bench's own HTTP server (`DATA_URL`), outside the measured process.
 *
 * `?shell=first` is the same page as this app serves it (issue 32 §4: the shell before slow data):
 * the loader starts the query without waiting for it, the list suspends behind a fallback, and
 * React streams it after the shell with its data (the router's query stream) when the answer comes.
 */
interface Env {
  DATA_URL: string;
}

const ItemsAnswer = z.object({ items: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })) });

const itemsQuery = (dataUrl: string, n: number) =>
  queryOptions({
    queryKey: ['items', n],
    queryFn: async () => ItemsAnswer.parse(await (await fetch(`${dataUrl}/items?n=${n}`)).json()),
  });

interface Context {
  queryClient: QueryClient;
  dataUrl: string;
  n: number;
  shellFirst: boolean;
}

const rootRoute = createRootRouteWithContext<Context>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { title: 'Settings' }],
  }),
  component: FloorDocument,
});

/**
 * The route's context as the floor made it. Typed here, not by the router's registry: the
 * signed-in floor bundles this page with the app, whose router is the one registered.
 */
const floorContext = () => pageRoute.useRouteContext() as unknown as Context;

function ItemList() {
  const { dataUrl, n } = floorContext();
  const { items } = useSuspenseQuery(itemsQuery(dataUrl, n)).data;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} title={item.value}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Page() {
  const { shellFirst } = floorContext();
  return (
    <main>
      <h1>Settings</h1>
      {shellFirst ? (
        <Suspense fallback={<p>Loading</p>}>
          <ItemList />
        </Suspense>
      ) : (
        <ItemList />
      )}
    </main>
  );
}

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // As the floor: the loader returns what ensureQueryData resolves to (so the router's state
  // carries it too); the shell-first page's loader returns at once, as this app's loaders do.
  loader: ({ context }) => {
    const query = itemsQuery(context.dataUrl, context.n);
    if (!context.shellFirst) return context.queryClient.ensureQueryData(query);
    void context.queryClient.prefetchQuery(query);
    return undefined;
  },
  component: Page,
});

const streamed = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const stream = await renderToReadableStream(<RouterServer router={router} />, { signal: request.signal });
  const body = transformReadableStreamWithRouter(router, stream, { signal: request.signal });
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
});

const app = new Hono<{ Bindings: Env }>();

/** The floor's page for `request` (its router answers '/'): `n` list items, the shell first or not. */
export function floorResponse(request: Request, dataUrl: string, n: number, shellFirst = false): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = new QueryClient();
      const router = createRouter({
        routeTree: rootRoute.addChildren([pageRoute]),
        context: { queryClient, dataUrl, n, shellFirst },
        history: createMemoryHistory({ initialEntries: ['/'] }),
      });
      setupRouterSsrQueryIntegration({ router, queryClient });
      return router;
    },
  });
  return handler(streamed);
}

app.get('/', (c) => {
  const n = Math.max(0, Math.min(10_000, Number(c.req.query('n') ?? 0) || 0));
  return floorResponse(c.req.raw, c.env.DATA_URL, n, c.req.query('shell') === 'first');
});

app.get('/healthz', (c) => c.text('ok'));

export default app;
