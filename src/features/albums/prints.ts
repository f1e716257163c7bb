/**
 * Prints hand-off (photo spec §4): a temp selection of the chosen photos, created with a minimum
 * wait of 3 s (the overlay doesn't flash), then the browser goes to the prints editor with the
 * automatic product code PAP_910.
 *
 * Editor address: the spec doesn't show it, so it is configuration per environment (wrangler
 * `PRINTS_EDITOR_URL`, reaching the browser through the router context): the embedded upstream's
 * stand-in locally and in tests, the retailer's editor per region in production.
 */
export const PRINTS_PRODUCT_CODE = 'PAP_910';
export const PRINTS_MIN_WAIT_MS = 3000;
export const CHANNEL_MISSING = 'Unable to extract channel ID!';

/** The editor link: the configured address with the temp selection and the product code. */
export function printsEditorUrl(editor: string, tempSelectionId: string, productCode = PRINTS_PRODUCT_CODE): string {
  const url = new URL(editor);
  // Links are safe only with http or https (photo spec §5).
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Unsafe prints editor address ${url.protocol}`);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  url.searchParams.set('productCode', productCode);
  return url.toString();
}

/** The brand's channel (its vendor id); throws 'Unable to extract channel ID!' when missing. */
export function channelId(vendorId: string | null | undefined): string {
  if (!vendorId?.trim()) throw new Error(CHANNEL_MISSING);
  return vendorId;
}

/** Resolves with `work`'s value, but not before `ms` have passed (rejects as soon as both settled). */
export async function withMinimumWait<T>(
  work: Promise<T>,
  ms = PRINTS_MIN_WAIT_MS,
  sleep = (t: number) => new Promise<void>((r) => setTimeout(r, t)),
): Promise<T> {
  const [result] = await Promise.allSettled([work, sleep(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export interface HandOffDeps {
  vendorId: string | null | undefined;
  editorUrl: string | undefined;
  createTempSelection: (photoIds: string[]) => Promise<{ tempSelectionId: string }>;
  go: (url: string) => void;
  log: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The hand-off itself: channel check ('Unable to extract channel ID!' logged when missing), the
 * temp selection with the minimum wait, then the editor. Rejects on any failure (the caller closes
 * the overlay and shows 'Error transferring photos. Try again.').
 */
export async function handOffToPrints(photoIds: readonly string[], deps: HandOffDeps): Promise<void> {
  try {
    channelId(deps.vendorId);
  } catch (error) {
    deps.log(CHANNEL_MISSING);
    throw error;
  }
  if (!deps.editorUrl) throw new Error('No prints editor address configured');
  const { tempSelectionId } = await withMinimumWait(deps.createTempSelection([...photoIds]), PRINTS_MIN_WAIT_MS, deps.sleep);
  deps.go(printsEditorUrl(deps.editorUrl, tempSelectionId));
}
