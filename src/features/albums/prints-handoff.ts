import { useCallback, useState } from 'react';
import { reportClientError } from '../../client/report-error';
import { useAlbumsApi } from './data';
import { handOffToPrints } from './prints';

/**
 * Prints hand-off of an album's order-prints mode (photo spec §4): `transferring` holds the amount
 * while the overlay shows. Resolves false on failure (the overlay closes; the caller shows
 * 'Error transferring photos. Try again.').
 */
export function usePrintsHandoff(
  vendorId: string | undefined,
  editorUrl: string | undefined,
  go: (url: string) => void = (url) => window.location.assign(url),
) {
  const api = useAlbumsApi();
  const [transferring, setTransferring] = useState<number | null>(null);
  const start = useCallback(
    async (photoIds: readonly string[]): Promise<boolean> => {
      setTransferring(photoIds.length);
      try {
        await handOffToPrints(photoIds, {
          vendorId,
          editorUrl,
          createTempSelection: (ids) => api.photos.createTempSelection(ids),
          go,
          log: (message) => console.error(message),
        });
        return true;
      } catch (error) {
        void reportClientError(error, 'ORDER_PRINTS_FAILED');
        setTransferring(null);
        return false;
      }
    },
    [api, vendorId, editorUrl, go],
  );
  return { transferring, start };
}
