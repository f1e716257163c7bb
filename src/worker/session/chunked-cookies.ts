import { generateCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/**
 * Values longer than one cookie can hold (browsers cap name + value at 4096 bytes) are split into
 * numbered chunks `<name>.0`, `<name>.1`, …, and `<name>` itself then holds the marker `chunks.<n>`.
 * The marker makes reading unambiguous: chunks left over from an older, longer value are never
 * glued on, and writing clears every chunk the request still carries beyond the new count.
 */

/** Characters of value per cookie: leaves room under 4096 for the name and the attributes. */
export const CHUNK_SIZE = 3800;
/** A token set never needs more; a larger value is refused rather than overflowing request headers. */
export const MAX_CHUNKS = 6;

const MARKER = /^chunks\.([1-9])$/;

function chunkName(name: string, i: number): string {
  return `${name}.${i}`;
}

/** Reads a value written by `writeChunked`; undefined when absent or when a chunk is missing. */
export function readChunked(cookies: Readonly<Record<string, string>>, name: string): string | undefined {
  const head = cookies[name];
  if (head === undefined || head === '') return undefined;
  const marker = MARKER.exec(head);
  if (!marker) return head;
  const count = Number(marker[1]);
  let value = '';
  for (let i = 0; i < count; i++) {
    const part = cookies[chunkName(name, i)];
    if (part === undefined || part === '') return undefined;
    value += part;
  }
  return value;
}

/** Names of the chunk cookies of `name` present in the request. */
function presentChunks(cookies: Readonly<Record<string, string>>, name: string): number[] {
  const prefix = `${name}.`;
  return Object.keys(cookies)
    .filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
    .map((k) => Number(k.slice(prefix.length)));
}

/** A Set-Cookie value that removes `name` (same Path/Domain, or the browser keeps it). */
export function expireCookie(name: string, options: CookieOptions): string {
  return generateCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

/**
 * Set-Cookie values that store `value` under `name`, split when needed, and clear the stale
 * chunks the request carries. Throws a RangeError beyond MAX_CHUNKS.
 */
export function writeChunked(
  cookies: Readonly<Record<string, string>>,
  name: string,
  value: string,
  options: CookieOptions,
): string[] {
  const out: string[] = [];
  const count = value.length <= CHUNK_SIZE ? 0 : Math.ceil(value.length / CHUNK_SIZE);
  if (count > MAX_CHUNKS) throw new RangeError(`cookie ${name}: value of ${value.length} characters is too large`);
  if (count === 0) {
    out.push(generateCookie(name, value, options));
  } else {
    out.push(generateCookie(name, `chunks.${count}`, options));
    for (let i = 0; i < count; i++) {
      out.push(generateCookie(chunkName(name, i), value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), options));
    }
  }
  for (const i of presentChunks(cookies, name)) {
    if (i >= count) out.push(expireCookie(chunkName(name, i), options));
  }
  return out;
}

/** Set-Cookie values that clear `name` and every chunk of it the request carries. */
export function clearChunked(cookies: Readonly<Record<string, string>>, name: string, options: CookieOptions): string[] {
  return [expireCookie(name, options), ...presentChunks(cookies, name).map((i) => expireCookie(chunkName(name, i), options))];
}
