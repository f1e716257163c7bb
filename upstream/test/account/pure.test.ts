import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addressInputSchema } from '../../src/account/customer/address-rules';
import { appOrigin, isAllowedOrigin } from '../../src/account/origin';
import { renderDocument, toWinAnsi } from '../../src/account/pdf/document';

const env = { APP_ORIGINS: 'http://localhost:8787,http://*.localhost:8787,https://staging-*.example.org' };

describe('app origin allow-list for e-mail links', () => {
  it.each([
    ['http://localhost:8787', true],
    ['http://localhost:9787', true],
    ['http://nl.localhost:9787', true],
    ['http://127.0.0.1:8787', true],
    ['https://my.albelli.nl', true],
    ['https://albelli.co.uk', true],
    ['https://staging-nl.example.org', true],
    ['https://evil.example.com', false],
    ['https://albelli.nl.evil.com', false],
    ['http://my.albelli.nl', false],
    ['http://localhost:8787/path', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isAllowedOrigin(env, origin)).toBe(allowed);
  });

  it('falls back to the first fixed APP_ORIGINS entry', () => {
    expect(appOrigin(env, 'https://evil.example.com')).toBe('http://localhost:8787');
    expect(appOrigin(env, undefined)).toBe('http://localhost:8787');
    expect(appOrigin(env, 'http://be.localhost:8787/')).toBe('http://be.localhost:8787');
  });
});

describe('address rules per country', () => {
  const base = { firstName: 'A', lastName: 'B', street: 'Main street', houseNumber: '1', city: 'X', phone: '+31 6 12345678' };
  it.each([
    ['NL', '1012 LG', true],
    ['NL', '1012LG', true],
    ['NL', '0123 AB', false],
    ['BE', '1000', true],
    ['DE', '10623', true],
    ['DE', '1062', false],
    ['PT', '1000-001', true],
    ['PT', '1000', false],
    ['SE', '114 55', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', '12345', false],
    ['ES', '28013', true],
    ['ES', '99000', false],
  ])('%s %s → %s', (countryCode, postalCode, ok) => {
    const r = addressInputSchema.safeParse({ ...base, countryCode, postalCode });
    expect(r.success).toBe(ok);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('Postal Code must be valid');
  });
});

describe('PDF text', () => {
  it('keeps Latin-1 and € and reduces other letters so pdf-lib can draw them', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi(font, 'Müller é ø å ß €')).toBe('Müller é ø å ß €');
    expect(toWinAnsi(font, 'Łódź Șt 北')).toBe('?ódz St ?');
    const bytes = await renderDocument({ title: 'Łukasz', fields: [['Name', 'Zoë Ł']] });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
