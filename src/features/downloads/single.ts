import { saveLink, safeHttpUrl } from './save';

/** Photo spec §4: single-photo download states (back to initial when the preview closes). */
export type SingleDownloadState = 'initial' | 'pending' | 'success' | 'failure';

export interface SingleDownloadDeps {
  fetch: typeof fetch;
  save: (href: string, fileName: string) => void;
  /** Opens the photo itself (new tab) when the browser may not read it (cross-origin, no CORS). */
  open: (href: string) => void;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
}

const browserDeps = (): SingleDownloadDeps => ({
  fetch: (...args) => fetch(...args),
  save: (href, name) => void saveLink(href, name),
  open: (href) => {
    const a = document.createElement('a');
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    a.click();
  },
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
});

/**
 * Downloads one photo by URL and file name (photo spec §7). Reads it as a blob so the file name
 * applies; a media host the page may not read (network error: CORS or connect-src) gets the photo
 * opened in a new tab, never a navigation away from the app. A non-2xx answer is a failure
 * ('Error: Your photo could not be downloaded').
 */
export async function downloadSinglePhoto(photo: { url: string; localFileName: string }, deps: SingleDownloadDeps = browserDeps()): Promise<'success' | 'failure'> {
  const href = safeHttpUrl(photo.url);
  if (!href) return 'failure';
  let response: Response;
  try {
    response = await deps.fetch(href, { credentials: 'omit' });
  } catch {
    deps.open(href);
    return 'success';
  }
  try {
    if (!response.ok) throw new Error(`Download failed; Status Code: ${response.status}`);
    const url = deps.createObjectUrl(await response.blob());
    deps.save(url, photo.localFileName || 'photo');
    setTimeout(() => deps.revokeObjectUrl(url), 10_000);
    return 'success';
  } catch (e) {
    console.error('DOWNLOAD_PHOTO_FAILED', e);
    return 'failure';
  }
}
