/**
 * Checks the part of a proxied path after `/api/<key>`, still percent-encoded. The URL parser
 * already resolved literal `.`/`..` segments and turned `\` into `/`; what is left to stop is what
 * an upstream (or a proxy in front of it) might decode later: encoded dots, slashes, backslashes,
 * double encoding, empty segments (`//`, which also starts an absolute URL) and control bytes.
 */
const FORBIDDEN: readonly RegExp[] = [
  /\/\//, // empty segment or scheme-relative URL
  /\\/, // backslash
  /%(2e|2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f)/i, // encoded . / \ %, control bytes
  /[\u0000-\u001f\u007f]/,
  /(^|\/)\.{1,2}(\/|$)/, // dot segments, should the runtime not have resolved them
  /^\/?[a-z][a-z0-9+.-]*:/i, // a scheme at the start: an absolute URL in the path
];

/** Null when the path may be forwarded, else the reason (for logs only). */
export function pathProblem(rest: string): string | null {
  if (rest !== '' && !rest.startsWith('/')) return 'path must start with /';
  for (const rule of FORBIDDEN) if (rule.test(rest)) return `forbidden sequence ${rule.source}`;
  return null;
}

/**
 * `base` + `rest` + `search`, and a final check that the result is still on the base's origin and
 * under its path (belt and braces: the rules above should make that impossible to break).
 */
export function upstreamUrl(base: string, rest: string, search: string): URL | null {
  const baseUrl = new URL(base);
  const basePath = baseUrl.pathname.replace(/\/+$/, '');
  const target = new URL(`${baseUrl.origin}${basePath}${rest}${search}`);
  if (target.origin !== baseUrl.origin) return null;
  if (target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return null;
  return target;
}
