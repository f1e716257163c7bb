import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../shared/api/index';
import { loadMerchandise } from '../../shared/api/merchandise-channel';
import { QK } from '../../shared/queries/keys';

// Apart from the page components so the routes' eager parts stay small (DESIGN §5).

/** One online photo book; `null` when it isn't available (404). Not in src/shared/queries yet. */
export const onlineProductQuery = (api: Api, code: string) =>
  queryOptions({
    queryKey: [QK.orders, 'online', code] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.orders.onlineProduct(code, signal);
      } catch (e) {
        if (e instanceof Error && 'status' in e && e.status === 404) return null;
        throw e;
      }
    },
  });

/**
 * The brand's commerce catalogue (§4 Merchandise: channel list, then the channel by vendor code
 * and locale; a missing entry is a failure). Kept an hour: the range changes rarely.
 */
export const merchandiseQuery = (api: Api, vendorId: string, locale: string) =>
  queryOptions({
    queryKey: [QK.config, 'merchandise', 'channel', vendorId, locale] as const,
    queryFn: () => loadMerchandise(api.merchandise, vendorId, locale),
    staleTime: 60 * 60_000,
  });
