import { useCallback, useState } from 'react';
import { reportClientError } from '../../client/report-error';
import type { Photo } from '../../shared/api/photo-management';
import { useAlbumsApi } from './data';
import { CHANNEL_MISSING, channelId, printsEditorBase, printsEditorUrl, withMinimumWait } from './prints';

/**
 * Prints hand-off of an album's order-prints mode (photo spec §4): overlay, a temp selection with a
 * minimum wait of 3 s, then the browser goes to the prints editor (PAP_910). Resolves false on
 * failure (the caller closes the overlay and shows 'Error transferring photos. Try again.').
 */
export function usePrintsHandoff(vendorId: string | undefined, go: (url: string) => void = (url) => window.location.assign(url)) {
  const api = useAlbumsApi();
  const [transferring, setTransferring] = useState<number | null>(null);
  const start = useCallback(
    async (photos: readonly Photo[]): Promise<boolean> => {
      setTransferring(photos.length);
      try {
        let channel: string;
        try {
          channel = channelId(vendorId);
        } catch (e) {
          console.error(CHANNEL_MISSING);
          throw e;
        }
        const base = printsEditorBase(photos.map((p) => p.url));
        if (!base) throw new Error('No prints editor address');
        const { tempSelectionId } = await withMinimumWait(api.photos.createTempSelection(photos.map((p) => p.imageId)));
        void channel;
        go(printsEditorUrl(base, tempSelectionId));
        return true;
      } catch (error) {
        void reportClientError(error, 'ORDER_PRINTS_FAILED');
        setTransferring(null);
        return false;
      }
    },
    [api, vendorId, go],
  );
  return { transferring, start };
}
