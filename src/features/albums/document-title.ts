import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The album's name as the document title (issue 16 §8): 'Summer 2026 | photobloom.co.uk'. The
 * route's static title ('Album') is what the server sends before the album has streamed in; once
 * the name is known the tab shows it. The router's own <title> takes over again on the next route.
 */
export function useAlbumDocumentTitle(name: string | undefined): void {
  const { brand } = useRouteContext({ from: '__root__' });
  useEffect(() => {
    if (!name) return;
    document.title = `${name} | ${brand.vendorDomain}`;
  }, [name, brand.vendorDomain]);
}
