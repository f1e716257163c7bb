import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, clearChunked, MAX_CHUNKS, readChunked, writeChunked } from './chunked';
import { CookieJar } from './index';

const NAME = '__Secure-myaccount-at';
const opts = { httpOnly: true, secure: true, sameSite: 'Lax' as const, path: '/', domain: 'photobloom.co.uk' };

/** Applies a jar's staged cookies to a cookie map as a browser would. */
function apply(cookies: Record<string, string>, jar: CookieJar): Record<string, string> {
  const next = { ...cookies };
  for (const raw of jar.headerValues()) {
    const [pair] = raw.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    if (/Max-Age=0/.test(raw)) delete next[name];
    else next[name] = decodeURIComponent(pair!.slice(eq + 1));
  }
  return next;
}

function write(cookies: Record<string, string>, value: string, jar = new CookieJar()): Record<string, string> {
  writeChunked(jar, cookies, NAME, value, opts);
  return apply(cookies, jar);
}

describe('cookie chunking', () => {
  it('keeps a small value in one cookie', () => {
    const cookies = write({}, 'abc');
    expect(cookies).toEqual({ [NAME]: 'abc' });
    expect(readChunked(cookies, NAME)).toBe('abc');
  });

  it('splits a large value into numbered chunks under 4 KB each and reassembles it', () => {
    const value = 'x'.repeat(CHUNK_SIZE * 2 + 10);
    const jar = new CookieJar();
    writeChunked(jar, {}, NAME, value, opts);
    for (const c of jar.headerValues()) expect(c.length).toBeLessThan(4096);
    const cookies = apply({}, jar);
    expect(Object.keys(cookies).sort()).toEqual([NAME, `${NAME}.0`, `${NAME}.1`, `${NAME}.2`]);
    expect(cookies[NAME]).toBe('chunks.3');
    expect(readChunked(cookies, NAME)).toBe(value);
  });

  it('clears stale chunks when the value shrinks', () => {
    let cookies = write({}, 'y'.repeat(CHUNK_SIZE * 3));
    cookies = write(cookies, 'z'.repeat(CHUNK_SIZE + 1));
    expect(Object.keys(cookies).sort()).toEqual([NAME, `${NAME}.0`, `${NAME}.1`]);
    cookies = write(cookies, 'small');
    expect(cookies).toEqual({ [NAME]: 'small' });
  });

  it('a later, shorter write in the same response expires the chunks an earlier write staged', () => {
    const jar = new CookieJar();
    writeChunked(jar, {}, NAME, 'r'.repeat(CHUNK_SIZE * 3), opts);
    writeChunked(jar, {}, NAME, 'short', opts);
    expect(apply({}, jar)).toEqual({ [NAME]: 'short' });
  });

  it('a clear after a staged rotation removes every chunk, requested or staged', () => {
    const request = { [NAME]: 'chunks.1', [`${NAME}.0`]: 'old' };
    const jar = new CookieJar();
    writeChunked(jar, request, NAME, 'n'.repeat(CHUNK_SIZE * 3), opts);
    clearChunked(jar, request, NAME, opts);
    expect(apply(request, jar)).toEqual({});
    const names = jar.headerValues().map((v) => v.split('=')[0]);
    expect(names.sort()).toEqual([NAME, `${NAME}.0`, `${NAME}.1`, `${NAME}.2`]);
    for (const v of jar.headerValues()) expect(v).toMatch(/Max-Age=0/);
  });

  it('a missing chunk reads as no value, never a partial one', () => {
    const cookies = write({}, 'q'.repeat(CHUNK_SIZE + 5));
    delete cookies[`${NAME}.1`];
    expect(readChunked(cookies, NAME)).toBeUndefined();
  });

  it('stray chunks beyond the marker are ignored', () => {
    const cookies = { [NAME]: 'chunks.1', [`${NAME}.0`]: 'a', [`${NAME}.1`]: 'evil' };
    expect(readChunked(cookies, NAME)).toBe('a');
  });

  it('a tampered marker (zero, too many, not a number) never reassembles chunks', () => {
    for (const marker of ['chunks.0', 'chunks.10', 'chunks.x', 'chunks.-1']) {
      const cookies = { [NAME]: marker, [`${NAME}.0`]: 'a' };
      expect(readChunked(cookies, NAME)).toBe(marker);
    }
    expect(readChunked({ [NAME]: 'chunks.2', [`${NAME}.0`]: 'a', [`${NAME}.1`]: '' }, NAME)).toBeUndefined();
  });

  it('refuses values beyond MAX_CHUNKS and stages nothing', () => {
    const jar = new CookieJar();
    expect(() => writeChunked(jar, {}, NAME, 'x'.repeat(CHUNK_SIZE * MAX_CHUNKS + 1), opts)).toThrow(RangeError);
    expect(jar.headerValues()).toEqual([]);
  });
});
