/** One cookie's raw value from a `Cookie` header or `document.cookie` (the first one of that name wins). */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The `document.cookie` assignment of a cookie the page's script keeps on this host for a year
 * (an empty value removes it). Not for anything sensitive: the script can read it.
 */
export function scriptCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${value ? 365 * 24 * 3600 : 0}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
