import { loadDateLocale } from '../../shared/i18n/date-locales';
import { PROJECT_PAGE_SIZE, projectsPageQuery } from '../../shared/queries/projects';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from SavedProjectsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /saved-projects: nothing awaited, so the shell streams first (issue 18 §7); the list streams in
 * after it (without JavaScript: the complete variant, no-script.ts). The projects are asked by
 * account id, which the API client knows (the worker's customer gate; `me` through the /api proxy),
 * so this call leaves with the page's others: one round trip.
 */
export async function prefetchProjects({
  context,
  deps: { page },
}: {
  context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'>;
  deps: { page: number };
}) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  const { queryClient: qc, api } = context;
  void qc.prefetchQuery(settled(projectsPageQuery(api, page, PROJECT_PAGE_SIZE)));
}
