import { loadDateLocale } from '../../shared/i18n/date-locales';
import { customerQuery } from '../../shared/queries/customer';
import { projectsPageQuery } from '../../shared/queries/projects';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';
import { PROJECTS_PAGE_SIZE } from './paging';

// Apart from SavedProjectsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /saved-projects: nothing awaited, so the shell streams first (issue 18 §7). Projects are asked by
 * account id: when the worker already knows it (session.accountId) the page starts with the
 * customer record, else the moment the record is in; the list streams in after the shell (without
 * JavaScript: the complete variant, no-script.ts).
 */
export async function prefetchProjects({
  context,
  page,
}: {
  context: Pick<RouterContext, 'api' | 'queryClient' | 'brand' | 'session'>;
  page: number;
}) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  const { queryClient: qc, api } = context;
  const projects = (accountId: number) => qc.prefetchQuery(settled(projectsPageQuery(api, accountId, page, PROJECTS_PAGE_SIZE)));
  // Known account id (issue 18 §6): both calls at once, one round trip. Otherwise the record's id.
  const known = context.session?.accountId;
  if (known !== undefined) void projects(known);
  void qc.ensureQueryData(settled(customerQuery(api))).then((r) => {
    if (r.ok && r.data && r.data.accountId !== known) return projects(r.data.accountId);
  });
}
