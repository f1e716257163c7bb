import { describe, expect, it } from 'vitest';
import { canUseLocalStorage, type StorageLike } from './storage-check';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    setItem: (k, v) => void data.set(k, v),
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
  };
}

describe('canUseLocalStorage', () => {
  it('is true for working storage and leaves no probe behind', () => {
    const s = memory();
    expect(canUseLocalStorage(s)).toBe(true);
    expect(s.data.size).toBe(0);
  });

  it.each([
    ['missing storage', () => null],
    [
      'getter throws (blocked site data)',
      () => () => {
        throw new Error('SecurityError');
      },
    ],
    [
      'setItem throws (quota / private mode)',
      () => ({
        ...memory(),
        setItem: () => {
          throw new Error('QuotaExceeded');
        },
      }),
    ],
    ['reads back nothing', () => ({ ...memory(), getItem: () => null })],
    [
      'removeItem throws',
      () => ({
        ...memory(),
        removeItem: () => {
          throw new Error('x');
        },
      }),
    ],
  ])('is false when %s', (_name, make) => {
    expect(canUseLocalStorage(make() as Parameters<typeof canUseLocalStorage>[0])).toBe(false);
  });

  it('accepts a getter for working storage', () => {
    const s = memory();
    expect(canUseLocalStorage(() => s)).toBe(true);
  });
});
