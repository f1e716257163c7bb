import { queryOptions } from '@tanstack/react-query';
import { reportClientError } from '../../client/report-error';
import type { Api } from '../../shared/api/index';
import { QK } from '../../shared/queries/keys';
import type { ActivationStatus } from './import-events';

// Its own module: the photos route's loader prefetches it, and a loader's imports land in the
// entry bundle (the activation machinery stays in the route's code-split component chunk).
/**
 * The activation status for the photos page. A failed read counts as ACTIVE (the timeline then
 * shows its own load error) so a status outage never hides a working library. The key sits under
 * [photos, activation], so invalidating the activation status (or all photo queries) refreshes it.
 */
export const libraryStatusQuery = (api: Api) =>
  queryOptions({
    queryKey: [QK.photos, 'activation', 'library'] as const,
    queryFn: async ({ signal }): Promise<{ status: ActivationStatus; unknown: boolean }> => {
      try {
        return { status: (await api.photos.activationStatus(signal)).status, unknown: false };
      } catch (error) {
        void reportClientError(error, 'ACTIVATION_STATUS_FAILED');
        return { status: 'ACTIVE', unknown: true };
      }
    },
  });
