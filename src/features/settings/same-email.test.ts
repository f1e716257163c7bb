import { describe, expect, it } from 'vitest';
import { isCurrentEmail } from './same-email';

describe('isCurrentEmail', () => {
  it('recognises the current address whatever its case and spaces', () => {
    expect(isCurrentEmail('  Demo@Example.com ', 'demo@example.com')).toBe(true);
  });
  it('lets another address through, and an empty field to the usual validation', () => {
    expect(isCurrentEmail('new@example.com', 'demo@example.com')).toBe(false);
    expect(isCurrentEmail('', '')).toBe(false);
  });
});
