import { loadDateLocale } from '../../shared/i18n/date-locales';
import { customerQuery } from '../../shared/queries/customer';
import { projectsPageQuery } from '../../shared/queries/projects';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';
import { PROJECTS_PAGE_SIZE } from './paging';

// Apart from SavedProjectsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /saved-projects: nothing awaited, so the shell streams first (issue 18 §7). The account id comes
 * from the customer record, so the requested page is started the moment the record is in; the
 * list streams in after the shell (without JavaScript: the complete variant, no-script.ts).
 */
export async function prefetchProjects({ context, page }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'>; page: number }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  const { queryClient: qc, api } = context;
  void qc.ensureQueryData(settled(customerQuery(api))).then((r) => {
    if (r.ok && r.data) return qc.prefetchQuery(settled(projectsPageQuery(api, r.data.accountId, page, PROJECTS_PAGE_SIZE)));
  });
}
