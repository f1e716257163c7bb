import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { hydrateRoot } from 'react-dom/client';
import { FloorDocument } from '../document';
import { extra } from './extra';

/**
 * The floor's page in the browser (issue 32 §3): the same root and one route as ../worker.tsx,
 * hydrated by TanStack Router with the query cache the server streamed. `./extra` is one of the
 * variants beside this file, chosen by bench/first-visit-floor.bench-test.ts: the stack alone, or
 * the stack with what every page of this app must do while it hydrates.
 */

interface Ctx {
  queryClient: QueryClient;
}
const itemsQuery = queryOptions({
  queryKey: ['items'],
  queryFn: async () => (await (await fetch('/items')).json()) as { items: { id: string; label: string }[] },
});
const rootRoute = createRootRouteWithContext<Ctx>()({
  component: FloorDocument,
});
function Page() {
  const { items } = useSuspenseQuery(itemsQuery).data;
  return (
    <main>
      <h1>{extra()}</h1>
      <ul>
        {items.map((i) => (
          <li key={i.id}>{i.label}</li>
        ))}
      </ul>
    </main>
  );
}
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQuery),
  component: Page,
});
const queryClient = new QueryClient();
const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]), context: { queryClient } });
setupRouterSsrQueryIntegration({ router, queryClient });
hydrateRoot(document, <RouterClient router={router} />);
