/** Longer return paths are refused: no real page needs them, and they make log-injection easier. */
export const MAX_RETURN_TO_LENGTH = 2048;

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Decodes up to three layers of percent-encoding; undefined when an encoding is broken. */
function decodedLayers(value: string): string[] | undefined {
  const layers = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    layers.push(next);
    current = next;
  }
  return layers;
}

/** A path that a browser would read as another host: `//x`, `/\x`, `\\x`. */
function looksLikeOtherHost(path: string): boolean {
  return /^[/\\]{2}/.test(path) || !path.startsWith('/');
}

/**
 * The page to go back to after sign-in: `value` when it is a same-origin path, else '/'.
 * Refuses absolute URLs (even to `origin`: only paths are expected), protocol-relative and
 * backslash tricks, their percent-encoded variants, control characters and over-long values.
 */
export function safeReturnTo(value: unknown, origin: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return '/';
  const layers = decodedLayers(value);
  if (!layers) return '/';
  for (const layer of layers) {
    if (CONTROL_CHARS.test(layer) || layer.includes('\\') || looksLikeOtherHost(layer)) return '/';
  }
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base.origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil` resolves to the path `//evil`, which a Location header would send off-site.
  return looksLikeOtherHost(path) ? '/' : path;
}
