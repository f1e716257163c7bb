import { describe, expect, it } from 'vitest';
import { b2bBanner } from './banner';

describe('B2B account-status banner', () => {
  it.each([
    [true, 'Default', 'warning', 'overview.b2b.default', 'completeDetails'],
    [true, 'New', 'info', 'overview.b2b.new', null],
    [true, 'Blocked', 'error', 'overview.b2b.blocked', 'contactCustomerCare'],
  ] as const)('business %s %s → %s', (b2b, status, tone, textId, action) => {
    expect(b2bBanner(b2b, status)).toEqual({ tone, textId, action });
  });
  it.each(['Default', 'New', 'Blocked'] as const)('consumer with %s → no banner', (s) => expect(b2bBanner(false, s)).toBeNull());
});
