import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { reportClientError } from '../../client/report-error';
import { validateFailedDownload } from '../../shared/links/document-link';
import { type Downloads, nextDownloads } from './download-state';

/** Hands a blob to the browser as a file with `fileName` (an <a download> click). */
export function saveBlob(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Per-id download state of PDF rows (§4): start → finished with a blob URL (and the file saved)
 * or failed (reported, retry possible). Blob URLs are revoked when the page goes away. The row
 * whose plain download (no JavaScript, src/worker/documents) failed is failed from the start: the
 * page's `?failed=`.
 */
export function useDownloads() {
  const failedKey = validateFailedDownload((useSearch({ strict: false }) as { failed?: unknown }).failed);
  const [state, dispatch] = useReducer(nextDownloads, failedKey, (key) =>
    key ? ({ [key]: { status: 'Failed' } } as Downloads) : ({} as Downloads),
  );
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );
  const download = useCallback(async (key: string, fileName: string, fetchBlob: () => Promise<Blob>) => {
    dispatch({ type: 'start', id: key });
    try {
      const blob = await fetchBlob();
      const url = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
      urls.current.push(url);
      dispatch({ type: 'finish', id: key, url });
      saveBlob(url, fileName);
    } catch (error) {
      dispatch({ type: 'fail', id: key, message: error instanceof Error ? error.message : String(error) });
      void reportClientError(error, 'INVOICE_DOWNLOAD_FAILED');
    }
  }, []);
  return { state, download };
}
