// C0 controls, DEL and C1 controls: browsers strip some of them while parsing ("java\tscript:"),
// so a link containing any is refused rather than normalised.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * True when `url` is an absolute http(s) link: the spec's "links are safe only with protocol http
 * or https". Relative and protocol-relative links are refused (the caller cannot know their
 * origin), as are links with embedded credentials (`https://my.shop@evil.test` phishing).
 */
export function isSafeLink(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  if (!trimmed || CONTROL_CHARS.test(trimmed) || trimmed.includes('\\')) return false;
  if (!/^https?:\/\//i.test(trimmed)) return false;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/** The link, normalised by the URL parser, when safe; otherwise `fallback`. */
export function safeHref(url: unknown, fallback: string): string {
  return isSafeLink(url) ? new URL(url.trim()).href : fallback;
}
