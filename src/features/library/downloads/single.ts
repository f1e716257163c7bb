import { reportClientError } from '../../../client/report-error';
import { safeHttpUrl, saveLink } from './save';

/** Photo spec §4: single-photo download states (back to initial when the preview closes). */
export type SingleDownloadState = 'initial' | 'pending' | 'success' | 'failure';

export interface SingleDownloadDeps {
  /** Checks the attachment link before the browser is sent to it (HEAD, CORS, no credentials). */
  check: (href: string) => Promise<Response>;
  /** Hands the link to the browser, which saves the attachment and keeps the page. */
  save: (href: string) => void;
  report?: (error: unknown, action: string) => void;
}

const browserDeps = (): SingleDownloadDeps => ({
  check: (href) => fetch(href, { method: 'HEAD', mode: 'cors', credentials: 'omit', cache: 'no-store' }),
  save: (href) => void saveLink(href),
  report: (error, action) => void reportClientError(error, action),
});

/**
 * The photo's attachment link: its signed media URL plus `download=1&filename=<localFileName>`,
 * which the media host answers with `Content-Disposition: attachment; filename="…"` (same
 * signature as the URL itself; docs/contracts.md). Null for a link that is not http(s).
 */
export function attachmentUrl(url: string, fileName: string): string | null {
  const href = safeHttpUrl(url);
  if (!href) return null;
  const u = new URL(href);
  u.searchParams.set('download', '1');
  const name = fileName.trim().slice(0, 200);
  if (name) u.searchParams.set('filename', name);
  else u.searchParams.delete('filename');
  return u.href;
}

/**
 * Downloads one photo by URL and file name (photo spec §7). The media host is another origin, so
 * the page cannot read the bytes and `<a download>` would be ignored; instead the browser goes to
 * the attachment link, which saves the file under its name and leaves the page where it is. A HEAD
 * first turns a refused or missing link into 'failure' ('Error: Your photo could not be
 * downloaded') rather than a navigation to an error page.
 */
export async function downloadSinglePhoto(
  photo: { url: string; localFileName: string },
  deps: SingleDownloadDeps = browserDeps(),
): Promise<'success' | 'failure'> {
  const href = attachmentUrl(photo.url, photo.localFileName);
  if (!href) return 'failure';
  try {
    const res = await deps.check(href);
    // Blob downloads reject on a status outside 200-299 (photo spec §8).
    if (!res.ok) throw new Error(`Download failed; Status Code: ${res.status} Received from ${new URL(href).pathname}`);
  } catch (error) {
    deps.report?.(error, 'DOWNLOAD_PHOTO_FAILED');
    return 'failure';
  }
  deps.save(href);
  return 'success';
}
