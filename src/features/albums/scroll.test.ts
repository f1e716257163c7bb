import { describe, expect, it } from 'vitest';
import { clearAlbumScroll, readAlbumScroll, writeAlbumScroll } from './scroll';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('album scroll position', () => {
  it('round trip and clear', () => {
    const s = memory();
    expect(writeAlbumScroll(s, 'a1', [0, 1200])).toBe(true);
    expect(readAlbumScroll(s, 'a1')).toEqual([0, 1200]);
    expect(readAlbumScroll(s, 'a2')).toBeNull();
    clearAlbumScroll(s, 'a1');
    expect(readAlbumScroll(s, 'a1')).toBeNull();
  });
  it.each([['[-1, 2]'], ['"x"'], ['{'], ['[1]'], ['[1, 2, 3]']])('ignores %s', (raw) => {
    const s = memory();
    s.m.set('albums.scrollPosition.a1', raw);
    expect(readAlbumScroll(s, 'a1')).toBeNull();
  });
  it('refuses negative values', () => expect(writeAlbumScroll(memory(), 'a', [-1, 0])).toBe(false));
});
