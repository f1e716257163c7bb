import { describe, expect, it } from 'vitest';
import { isPastDeliveryWindow } from './delivery-window';

describe('isPastDeliveryWindow', () => {
  it.each([
    ['2026-11-15', '2026-11-28T10:00:00', true],
    ['2026-11-15', '2026-11-16T00:30:00', true],
    ['2026-11-15', '2026-11-15T23:30:00', false],
    ['2026-11-15', '2026-11-14T12:00:00', false],
    ['2026-11-15T18:00:00', '2026-11-16T09:00:00', true],
    ['2026-11-15T18:00:00', '2026-11-15T20:00:00', false],
    ['not a date', '2026-11-28T10:00:00', false],
  ])('latest %s, now %s → late %s', (latest, now, late) => expect(isPastDeliveryWindow(latest, new Date(now))).toBe(late));
});
