import type { CookieJar, CookieOptions } from './index';

/**
 * Values longer than one cookie can hold (browsers cap name + value at 4096 bytes) are split into
 * numbered chunks `<name>.0`, `<name>.1`, …, and `<name>` itself then holds the marker `chunks.<n>`.
 * The marker makes reading unambiguous: chunks left over from an older, longer value are never
 * glued on, and writing clears every chunk beyond the new count.
 *
 * "Every chunk" means the ones the request carries AND the ones already staged in the jar for this
 * response: the session middleware may have staged a longer rotated value before a handler signs
 * out or signs in again, and a chunk left staged would outlive the sign-out.
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

/** Chunk indexes of `name` present in the request or staged in the jar. */
function knownChunks(jar: CookieJar, cookies: Readonly<Record<string, string>>, name: string): Set<number> {
  const prefix = `${name}.`;
  const out = new Set<number>();
  for (const k of [...Object.keys(cookies), ...jar.names()]) {
    if (k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length))) out.add(Number(k.slice(prefix.length)));
  }
  return out;
}

/**
 * Stages `value` under `name`, split when needed, and the removal of every other chunk of it.
 * Throws a RangeError beyond MAX_CHUNKS (nothing is staged then).
 */
export function writeChunked(
  jar: CookieJar,
  cookies: Readonly<Record<string, string>>,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const count = value.length <= CHUNK_SIZE ? 0 : Math.ceil(value.length / CHUNK_SIZE);
  if (count > MAX_CHUNKS) throw new RangeError(`cookie ${name}: value of ${value.length} characters is too large`);
  const stale = knownChunks(jar, cookies, name);
  if (count === 0) {
    jar.set(name, value, options);
  } else {
    jar.set(name, `chunks.${count}`, options);
    for (let i = 0; i < count; i++) jar.set(chunkName(name, i), value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), options);
  }
  for (const i of stale) if (i >= count) jar.expire(chunkName(name, i), options);
}

/** Stages the removal of `name` and of every chunk of it (requested or staged). */
export function clearChunked(jar: CookieJar, cookies: Readonly<Record<string, string>>, name: string, options: CookieOptions): void {
  jar.expire(name, options);
  for (const i of knownChunks(jar, cookies, name)) jar.expire(chunkName(name, i), options);
}
