import { loadDateLocale } from '../../shared/i18n/date-locales';
import { customerQuery } from '../../shared/queries/customer';
import { projectsPageQuery } from '../../shared/queries/projects';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';
import { PROJECTS_PAGE_SIZE } from './paging';

// Apart from SavedProjectsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /saved-projects: the account id comes from the customer record (awaited, it is cached for every
 * page), then the requested page streams in.
 */
export async function prefetchProjects({ context, page }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'>; page: number }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  const r = await context.queryClient.ensureQueryData(settled(customerQuery(context.api)));
  if (r.ok && r.data)
    void context.queryClient.prefetchQuery(settled(projectsPageQuery(context.api, r.data.accountId, page, PROJECTS_PAGE_SIZE)));
}
