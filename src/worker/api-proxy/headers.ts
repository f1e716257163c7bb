/**
 * Header allow-lists for both directions. Everything else stays behind: cookies and the
 * browser's Authorization never reach the upstream, cookies the upstream tries to store never
 * reach the browser (only the cookie jar writes cookies), and hop-by-hop headers (Connection, Keep-Alive, TE, Trailer, Transfer-Encoding,
 * Upgrade, Proxy-*) are per connection by definition.
 */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'x-file-name'] as const;
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-language',
  'etag',
  'last-modified',
  'retry-after',
] as const;

/** Names listed in a `Connection` header are hop-by-hop too. */
function connectionListed(headers: Headers): Set<string> {
  return new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

function pick(from: Headers, names: readonly string[]): Headers {
  const listed = connectionListed(from);
  const out = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null && !listed.has(name)) out.set(name, value);
  }
  return out;
}

export const requestHeadersFor = (incoming: Headers): Headers => pick(incoming, REQUEST_HEADERS);
export const responseHeadersFor = (upstream: Headers): Headers => pick(upstream, RESPONSE_HEADERS);
