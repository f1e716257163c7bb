import { describe, expect, it } from 'vitest';
import { PublicError } from '../../shared/api/public-error';
import { isMissingOrder } from './loaders';

describe('isMissingOrder', () => {
  it('is a 404 of the order service, redacted or not', () => {
    expect(isMissingOrder(new PublicError({ kind: 'http', status: 404 }))).toBe(true);
    expect(isMissingOrder(Object.assign(new Error('x'), { status: 404 }))).toBe(true);
  });
  it('is not any other failure (those keep the spec message)', () => {
    expect(isMissingOrder(new PublicError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isMissingOrder(new PublicError({ kind: 'network' }))).toBe(false);
    expect(isMissingOrder(new Error('boom'))).toBe(false);
    expect(isMissingOrder(null)).toBe(false);
  });
});
