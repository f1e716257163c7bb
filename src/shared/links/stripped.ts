/**
 * Stripped mode (`?stripped=true`) must survive navigation inside the app, while links that leave
 * the app (absolute http(s), mailto:, tel:, protocol-relative) are left exactly as they are.
 */
export const STRIPPED_PARAM = 'stripped';
/** The hidden field every form carries in stripped mode, so a plain post's answer keeps the mode. */
export const STRIPPED_FIELD = '_stripped';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function addParam(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(STRIPPED_PARAM, 'true');
  return `${path}?${params.toString()}${hash}`;
}

/**
 * Adds `stripped=true` to a relative href (or an absolute one on `origin`, the app's own origin)
 * when the page is in stripped mode. Other hrefs are returned unchanged.
 */
export function withStripped(href: string, stripped: boolean, origin?: string): string {
  if (!stripped) return href;
  const h = href.trim();
  if (h.startsWith('//') || h.startsWith('\\')) return href;
  if (HAS_SCHEME.test(h)) {
    if (!origin) return href;
    try {
      const url = new URL(h);
      if (url.origin !== new URL(origin).origin) return href;
      url.searchParams.set(STRIPPED_PARAM, 'true');
      return url.href;
    } catch {
      return href;
    }
  }
  return addParam(h);
}

/** True when a query string asks for stripped mode (exactly `stripped=true`). */
export function isStripped(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(STRIPPED_PARAM) === 'true';
}
