import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCode, consentFromCookies, mayTrack } from './consent';

describe('consent from the cookie header', () => {
  it.each([
    [`${CONSENT_COOKIE}=10`, '10', true],
    [`a=1; ${CONSENT_COOKIE}=11; b=2`, '11', true],
    [`${CONSENT_COOKIE}=01`, '01', false],
    [`x${CONSENT_COOKIE}=11`, '00', false],
    [`${CONSENT_COOKIE}=${encodeURIComponent('{"analytics":true,"marketing":false}')}`, '10', true],
    ['', '00', false],
    [null, '00', false],
  ])('%j → code %s, may track: %s', (header, code, may) => {
    const consent = consentFromCookies(header);
    expect(consentCode(consent)).toBe(code);
    expect(mayTrack(consent)).toBe(may);
  });
});
