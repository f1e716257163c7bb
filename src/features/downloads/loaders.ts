import { downloadsQuery } from '../../shared/queries/downloads';
import type { RouterContext } from '../../shared/router-context';

/** /downloads: nothing awaited, the shell streams first; the list arrives into the page's own loading state. */
export function prefetchDownloads({ context: { queryClient, api } }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  void queryClient.prefetchQuery(downloadsQuery(api));
}
