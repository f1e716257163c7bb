/**
 * Prints hand-off (photo spec §4): a temp selection of the chosen photos, created with a minimum
 * wait of 3 s (the overlay doesn't flash), then the browser goes to the prints editor with the
 * automatic product code PAP_910.
 *
 * Editor address: the spec doesn't show it; the embedded upstream serves it at
 * `{upstream}/prints-editor`. The browser can't read the worker's env, and the photo API answers
 * with absolute media URLs on the same upstream base (`PUBLIC_BASE_URL`), so the editor base is
 * the origin of the selected photos' URLs (`printsEditorBase`). A production editor on another host
 * would need the base in the router context (a documented follow-up for the lead).
 */
export const PRINTS_PRODUCT_CODE = 'PAP_910';
export const PRINTS_MIN_WAIT_MS = 3000;
export const CHANNEL_MISSING = 'Unable to extract channel ID!';

/** Origin of the first http(s) photo URL, or null. */
export function printsEditorBase(photoUrls: readonly string[]): string | null {
  for (const raw of photoUrls) {
    try {
      const u = new URL(raw);
      if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin;
    } catch {
      // not a URL: next one
    }
  }
  return null;
}

export function printsEditorUrl(base: string, tempSelectionId: string, productCode = PRINTS_PRODUCT_CODE): string {
  const url = new URL('/prints-editor', base);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  url.searchParams.set('productCode', productCode);
  return url.toString();
}

/** The brand's channel (its vendor id); throws 'Unable to extract channel ID!' when missing. */
export function channelId(vendorId: string | null | undefined): string {
  if (!vendorId || !vendorId.trim()) throw new Error(CHANNEL_MISSING);
  return vendorId;
}

/** Resolves with `work`'s value, but not before `ms` have passed (rejects as soon as both settled). */
export async function withMinimumWait<T>(work: Promise<T>, ms = PRINTS_MIN_WAIT_MS, sleep = (t: number) => new Promise<void>((r) => setTimeout(r, t))): Promise<T> {
  const [result] = await Promise.allSettled([work, sleep(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
