import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [6, 16_000],
    [7, 30_000],
    [50, 30_000],
    [10_000, 30_000],
  ])('attempt %i waits at most %i ms', (attempt, max) => {
    expect(reconnectDelay(attempt, () => 1)).toBe(max);
    expect(reconnectDelay(attempt, () => 0)).toBe(0);
  });

  it('spreads delays uniformly under the ceiling (full jitter)', () => {
    expect(reconnectDelay(3, () => 0.25)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(1000);
  });

  it('clamps a broken random source and honours custom bounds', () => {
    expect(reconnectDelay(2, () => 7)).toBe(1000);
    expect(reconnectDelay(4, () => 1, { baseMs: 100, capMs: 300 })).toBe(300);
    expect(() => reconnectDelay(1, () => 1, { baseMs: 0 })).toThrow(RangeError);
  });
});
