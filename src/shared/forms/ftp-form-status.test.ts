import { describe, expect, it } from 'vitest';
import { errorsFromFtpSearch, ftpFieldErrors, ftpOutcomeFromSearch, ftpStatusQuery, validateFtpSearch } from './ftp-form-status';

describe('FTP form status (plain post → redirect → page)', () => {
  it.each([
    ['saved', {}, '?s=saved'],
    ['failed', {}, '?s=failed'],
    ['invalid', { callbackUrl: 'invalidUrl' }, '?s=invalid&url=invalidUrl'],
    ['invalid', { callbackUrl: 'tooLong', callbackFormat: 'invalidFormat' }, '?s=invalid&url=tooLong&format=invalidFormat'],
    ['invalid', { callbackUrl: 'https://typed.example/secret' }, '?s=invalid'],
    ['saved', { callbackUrl: 'required' }, '?s=saved'],
  ] as const)('%s with %j → %s', (s, errors, query) => expect(ftpStatusQuery(s, errors)).toBe(query));

  it.each([
    [{ s: 'saved' }, { s: 'saved' }],
    // A refused form token's page (kept, or the router would redirect that page away).
    [{ s: 'expired' }, { s: 'expired' }],
    [
      { s: 'invalid', url: 'required', format: 'invalidFormat' },
      { s: 'invalid', url: 'required', format: 'invalidFormat' },
    ],
    [{ s: 'invalid', url: 'javascript:alert(1)' }, { s: 'invalid' }],
    [{ s: 'saved', url: 'tooLong' }, { s: 'saved' }],
    [{ s: 'deleted' }, {}],
    [{ s: 7 }, {}],
    [{}, {}],
  ])('search %j → %j', (raw, out) => expect(validateFtpSearch(raw)).toEqual(out));

  it('overrides every raw key it owns (the router spreads the result over the raw search)', () => {
    const raw = { s: 'hacked', url: 'x', format: 'y' };
    expect({ ...raw, ...validateFtpSearch(raw) }).toEqual({ s: undefined, url: undefined, format: undefined });
  });

  it('round-trips through the URL into the form errors', () => {
    const search = validateFtpSearch(Object.fromEntries(new URLSearchParams(ftpStatusQuery('invalid', { callbackUrl: 'tooLong' }))));
    expect(errorsFromFtpSearch(search)).toEqual({ callbackUrl: 'tooLong' });
    expect(errorsFromFtpSearch({ s: 'saved' })).toEqual({});
  });

  it('error codes → the spec’s messages, for the JSON answer and the page after a redirect', () => {
    expect(ftpFieldErrors({ callbackUrl: 'tooLong', callbackFormat: 'invalidFormat' })).toEqual({
      callbackUrl: 'ftp.error.tooLong',
      callbackFormat: 'ftp.error.format',
    });
    expect(ftpFieldErrors({ callbackUrl: 'required' })).toEqual({ callbackUrl: 'ftp.error.url' });
    expect(ftpFieldErrors({ callbackUrl: 'something-else' })).toEqual({ callbackUrl: 'ftp.error.url' });
    expect(ftpOutcomeFromSearch({ s: 'invalid', url: 'invalidUrl' })).toEqual({
      status: 'invalid',
      errors: { callbackUrl: 'ftp.error.url' },
    });
    expect(ftpOutcomeFromSearch({})).toEqual({ status: null, errors: {} });
  });
});
