import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  parseIds,
  validateConfirmation,
  validateDownloadsSearch,
  validateOptIn,
  validatePage,
  validateReturnTo,
  validateRoot,
} from './schemas';

describe('parseIds', () => {
  const parse = parseIds('id', 'photoId');
  it.each([
    [{ id: 'a1', photoId: 'P_2-x' }, true],
    [{ id: 'x'.repeat(128), photoId: '1' }, true],
    [{ id: 'x'.repeat(129), photoId: '1' }, false],
    [{ id: 'a.b', photoId: '1' }, false],
    [{ id: '', photoId: '1' }, false],
    [{ id: '../etc', photoId: '1' }, false],
    [{ id: 'a b', photoId: '1' }, false],
    [{ id: '<script>', photoId: '1' }, false],
  ])('%o → valid %s', (raw, valid) => {
    if (valid) expect(parse(raw)).toEqual(raw);
    else {
      let thrown: unknown;
      try {
        parse(raw);
      } catch (e) {
        thrown = e;
      }
      expect(isNotFound(thrown)).toBe(true);
    }
  });
});

describe('search validators', () => {
  it.each([
    [{ 'confirmation-token': 'abc' }, { 'confirmation-token': 'abc' }],
    // the router's default parser turns `?confirmation-token=123` into a number
    [{ 'confirmation-token': 123 }, { 'confirmation-token': '123' }],
    [{ 'confirmation-token': '' }, {}],
    [{ 'confirmation-token': 'x'.repeat(4097) }, {}],
    [{ 'confirmation-token': { a: 1 } }, {}],
    [{ 'confirmation-token': ['a', 'b'] }, {}],
    [{}, {}],
  ])('validateConfirmation(%o)', (raw, expected) => {
    expect(validateConfirmation(raw)).toEqual(expected);
  });

  it.each([
    [
      { 'confirmation-token': 't', email: 'demo@example.com' },
      { 'confirmation-token': 't', email: 'demo@example.com' },
    ],
    [{ 'confirmation-token': 't', email: 'not-an-email' }, { 'confirmation-token': 't' }],
    [{ email: `${'a'.repeat(320)}@example.com` }, {}],
    [{ email: 'first.last+tag@sub.example.co.uk' }, { email: 'first.last+tag@sub.example.co.uk' }],
    [{ email: 'a..b@example.com' }, {}],
    [{ email: '.a@example.com' }, {}],
    [{ email: 'a@example' }, {}],
    [{ email: 'a@-example.com' }, {}],
    [{ email: 42 }, {}],
  ])('validateOptIn(%o)', (raw, expected) => {
    expect(validateOptIn(raw)).toEqual(expected);
  });

  it.each([
    [{ returnTo: '/settings/email' }, { returnTo: '/settings/email' }],
    [{ returnTo: 'x'.repeat(2049) }, {}],
    [{ returnTo: 5 }, { returnTo: '5' }],
  ])('validateReturnTo(%o)', (raw, expected) => {
    expect(validateReturnTo(raw)).toEqual(expected);
  });

  it.each([
    [{ stripped: true }, { stripped: true }],
    [{ stripped: 'true' }, {}],
    [{ stripped: false }, {}],
    [{ stripped: 1 }, {}],
    [{}, {}],
  ])('validateRoot(%o)', (raw, expected) => {
    expect(validateRoot(raw)).toEqual(expected);
  });

  it.each([
    [{ page: 2 }, { page: 2 }],
    [{ page: '3' }, { page: 3 }],
    [{ page: 100_000 }, { page: 100_000 }],
    [{ page: 100_001 }, {}],
    [{ page: 1 }, {}],
    [{ page: 0 }, {}],
    [{ page: -2 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: '2x' }, {}],
    [{ page: [2] }, {}],
    [{}, {}],
  ])('validatePage(%o)', (raw, expected) => {
    expect(validatePage(raw)).toEqual(expected);
  });

  it.each<[Record<string, unknown>, { failed?: string }]>([
    [{ failed: 'dl-1' }, { failed: 'dl-1' }],
    [{ failed: '../x' }, { failed: undefined }],
    [{ failed: 'a'.repeat(129) }, { failed: undefined }],
    [{ failed: 7 }, { failed: undefined }],
    [{}, { failed: undefined }],
  ])('validateDownloadsSearch(%o)', (raw, expected) => {
    expect(validateDownloadsSearch(raw)).toEqual(expected);
  });
});

/**
 * What a route's loader and component see: router-core spreads the validated search over the raw
 * one (`{ ...parentSearch, ...validated }`), so a validator must override every key it owns, or
 * an invalid raw value survives it (`?page=abc` reached the upstream as `skip=NaN`, issue 15 §9).
 */
describe('a validated search as the route sees it (raw values spread first)', () => {
  const seen = <T extends object>(validate: (raw: Record<string, unknown>) => T, raw: Record<string, unknown>) => ({
    ...raw,
    ...validate(raw),
  });

  // Raw values as the router's default parser hands them over (JSON-looking values are parsed).
  it.each<[string, unknown, number | undefined]>([
    ['?page=abc', 'abc', undefined],
    ['?page=1.5', 1.5, undefined],
    ['?page=1e30', 1e30, undefined],
    ['?page=-1', -1, undefined],
    ['?page=0', 0, undefined],
    ['?page=1', 1, undefined],
    ['?page=NaN', 'NaN', undefined],
    ['?page=Infinity', 'Infinity', undefined],
    ['?page=100001', 100_001, undefined],
    ['?page=[2]', [2], undefined],
    ['?page={"a":1}', { a: 1 }, undefined],
    ['?page=true', true, undefined],
    ['?page=%202', ' 2', undefined],
    ['?page=2', 2, 2],
    ['?page="7"', '7', 7],
    ['?page=100000', 100_000, 100_000],
  ])('%s → page %s', (_query, page, expected) => {
    const search = seen(validatePage, { page });
    expect(search.page).toBe(expected);
    // What the saved-projects loader sends upstream: skip = (page - 1) × 10, always a whole number ≥ 0.
    const skip = ((search.page ?? 1) - 1) * 10;
    expect(Number.isSafeInteger(skip) && skip >= 0).toBe(true);
  });

  it.each<[string, (raw: Record<string, unknown>) => object, Record<string, unknown>, string]>([
    ['validateReturnTo', validateReturnTo, { returnTo: 'x'.repeat(2049) }, 'returnTo'],
    ['validateConfirmation', validateConfirmation, { 'confirmation-token': { a: 1 } }, 'confirmation-token'],
    ['validateOptIn', validateOptIn, { email: 'not-an-email' }, 'email'],
  ])('%s drops an invalid %o', (_name, validate, raw, key) => {
    expect((seen(validate, raw) as Record<string, unknown>)[key]).toBeUndefined();
  });
});
