import { describe, expect, it } from 'vitest';
import { ftpCallbackSchema, parseFtpForm } from './ftp-schema';

describe('FTP callback schema', () => {
  it.each([
    ['https://ftp-callback.example.com/orders', true],
    ['http://example.com', true],
    ['  https://example.com/x?y=1  ', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['//example.com', false],
    ['https://user:pw@example.com', false],
    ['https://exa\tmple.com', false],
    ['/relative', false],
    // The customer API refuses URLs over 2,000 characters, so the form does too (with its own message).
    [`https://example.com/${'a'.repeat(2000 - 20)}`, true],
    [`https://example.com/${'a'.repeat(2000 - 19)}`, false],
  ])('%s → %s', (url, ok) => {
    expect(ftpCallbackSchema.safeParse({ callbackUrl: url, callbackFormat: 'json' }).success).toBe(ok);
  });
  it('both or neither', () => {
    expect(ftpCallbackSchema.safeParse({ callbackUrl: null, callbackFormat: null }).success).toBe(true);
    expect(ftpCallbackSchema.safeParse({ callbackUrl: null, callbackFormat: 'json' }).success).toBe(false);
    expect(ftpCallbackSchema.safeParse({ callbackUrl: 'https://a.b', callbackFormat: null }).success).toBe(false);
    expect(ftpCallbackSchema.safeParse({ callbackUrl: 'https://a.b', callbackFormat: 'csv' }).success).toBe(false);
  });
  it.each([
    [
      { callbackUrl: '', callbackFormat: 'json' },
      { ok: true, value: { callbackUrl: null, callbackFormat: null } },
    ],
    [
      { callbackUrl: ' https://a.example/cb ', callbackFormat: 'xml' },
      { ok: true, value: { callbackUrl: 'https://a.example/cb', callbackFormat: 'xml' } },
    ],
    [
      { callbackUrl: 'javascript:x', callbackFormat: 'xml' },
      { ok: false, errors: { callbackUrl: 'invalidUrl' } },
    ],
    [
      { callbackUrl: 'https://a.example', callbackFormat: '' },
      { ok: false, errors: { callbackFormat: 'invalidFormat' } },
    ],
  ])('form %j', (raw, out) => expect(parseFtpForm(raw)).toEqual(out));
});
