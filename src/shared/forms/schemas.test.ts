import { describe, expect, it } from 'vitest';
import enGB from '../../../locales/en-GB.json';
import { consentCode, parseConsentCookie } from '../analytics/consent';
import { base64Utf8 } from '../api/widgets';
import { COUNTRY_CODES, postalCodeValid } from './address-rules';
import { FIELD_MAX_LENGTH } from './field-limits';
import { validateFormSearch } from './form-status';
import {
  addressSchema,
  dateOfBirthValid,
  emailChangeSchema,
  FORM_FIELDS,
  parseForm,
  personalDetailsFor,
  widgetShareSchema,
} from './schemas';
import { errorsFromSearch, fieldsOfSearch, formStatusQuery } from './search-errors';

const address = (over: Record<string, string> = {}) => ({
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Keizersgracht',
  houseNumber: '12a',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31 20 123 4567',
  ...over,
});

describe('postal codes per country', () => {
  const table: [string, string[], string[]][] = [
    ['NL', ['1015 CJ', '1015cj', '9999ZZ'], ['0123 AB', '1015', '1015 C1', '10155 CJ']],
    ['BE', ['1000', '9990'], ['0999', '10000', 'B-1000']],
    ['DE', ['10115', '01067'], ['1011', '101155', 'D10115']],
    ['AT', ['1010', '6020'], ['0101', '10100']],
    ['FR', ['75001', '20000'], ['7500', '750011', '2A004']],
    ['ES', ['28013', '01001', '52001'], ['53001', '00100', '2801']],
    ['IT', ['00184', '20121'], ['0018', '001844']],
    ['DK', ['1050', '8000'], ['105', '10500']],
    ['PT', ['1000-001', '4000-123'], ['1000001', '1000-01', '0100-001']],
    ['NO', ['0150', '5003'], ['015', '01500']],
    ['SE', ['111 22', '11122'], ['011 22', '1112', '111-22']],
    ['GB', ['SW1A 1AA', 'M1 1AE', 'EC1A1BB', 'b33 8th'], ['SW1A', '12345', 'SW1A 1A']],
    ['IE', ['D02 X285', 'A65F4E2', 'D6W 1234'], ['D02', '12345', 'DD2 X285']],
  ];
  it.each(table)('%s', (country, good, bad) => {
    for (const p of good) expect(postalCodeValid(country, p), `${country} ${p}`).toBe(true);
    for (const p of bad) expect(postalCodeValid(country, p), `${country} ${p}`).toBe(false);
    for (const p of good) expect(parseForm(addressSchema, address({ countryCode: country, postalCode: p })).ok).toBe(true);
  });
  it('covers every country the form offers, and no other', () => {
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['NL', 'BE', 'DE', 'AT', 'FR', 'ES', 'IT', 'DK', 'PT', 'NO', 'SE', 'GB', 'IE']));
    expect(postalCodeValid('US', '10001')).toBe(false);
  });
});

describe('address fields', () => {
  const cases: [string, Record<string, string>, string | null][] = [
    ['a valid address', {}, null],
    ['street without a letter', { street: '1234' }, 'street'],
    ['street with markup', { street: '<b>Main</b>' }, 'street'],
    ['house number with a suffix', { houseNumber: '45 B' }, null],
    ['house number with a range', { houseNumber: '12-3' }, null],
    ['house number without digits', { houseNumber: 'abc' }, 'houseNumber'],
    ['postal code of another country', { postalCode: '10115' }, 'postalCode'],
    ['phone too short', { phone: '12345' }, 'phone'],
    ['phone with letters', { phone: '+31 20 abc 4567' }, 'phone'],
    ['phone with dashes and brackets inside', { phone: '020-123 (4567)' }, null],
    ['phone starting with a bracket (upstream refuses it too)', { phone: '(020) 123-4567' }, 'phone'],
    ['phone too long', { phone: '+1234567890123456' }, 'phone'],
    ['unknown country', { countryCode: 'US', postalCode: '10001' }, 'countryCode'],
    ['empty city', { city: ' ' }, 'city'],
  ];
  it.each(cases)('%s', (_name, over, field) => {
    const r = parseForm(addressSchema, address(over), FORM_FIELDS.address);
    if (field === null) expect(r.ok).toBe(true);
    else expect(r.ok ? [] : Object.keys(r.errors)).toContain(field);
  });

  it('shows the spec’s messages word for word', () => {
    const r = parseForm(addressSchema, address({ street: '1', houseNumber: 'x', postalCode: 'x', phone: 'x' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = (id: string | undefined) => (id ? (enGB as Record<string, string>)[id] : undefined);
    expect(text(r.errors.street)).toBe('Street name must be valid');
    expect(text(r.errors.houseNumber)).toBe('Street number must be valid');
    expect(text(r.errors.postalCode)).toBe('Postal Code must be valid');
    expect(text(r.errors.phone)).toBe('Phone number must be valid');
  });

  it("writes postal codes as the country does (NL '1015 CJ') and reads the default checkbox", () => {
    const r = parseForm(addressSchema, address({ postalCode: '1015cj', isDefault: 'on' }));
    expect(r.ok && r.value).toMatchObject({ postalCode: '1015 CJ', isDefault: true });
  });

  it('drops unknown form fields before the strict parse; a direct extra field is refused', () => {
    expect(parseForm(addressSchema, { ...address(), _action: 'save', admin: 'true' }, FORM_FIELDS.address).ok).toBe(true);
    expect(addressSchema.safeParse({ ...address(), admin: true }).success).toBe(false);
  });
});

describe('personal details and e-mail', () => {
  it.each([
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2001-02-29', false],
    ['31-12-1990', false],
  ])('date of birth %s → %s', (d, ok) => expect(dateOfBirthValid(d, Date.parse('2026-01-01'))).toBe(ok));
  it('refuses a date of birth less than 13 years ago', () => expect(dateOfBirthValid('2020-01-01', Date.parse('2026-01-01'))).toBe(false));
  it('an empty date of birth is null; consumers have no company name', () => {
    const b = parseForm(personalDetailsFor(true), { firstName: 'A', lastName: 'B', dateOfBirth: '', companyName: 'Acme BV' });
    expect(b.ok && b.value).toEqual({ firstName: 'A', lastName: 'B', dateOfBirth: null, companyName: 'Acme BV' });
    const c = parseForm(
      personalDetailsFor(false),
      { firstName: 'A', lastName: 'B', dateOfBirth: '', companyName: 'X' },
      FORM_FIELDS.personalDetails,
    );
    expect(c.ok && c.value).toEqual({ firstName: 'A', lastName: 'B', dateOfBirth: null });
  });
  it.each([
    ['new@example.com', true],
    [' new@example.com ', true],
    ['not-an-email', false],
    ['', false],
  ])('e-mail %j → %s', (email, ok) => {
    expect(parseForm(emailChangeSchema, { email }).ok).toBe(ok);
  });
});

describe('name-like fields: one rule, each problem its own message (issue 35 §5)', () => {
  const details = (over: Record<string, string>) =>
    parseForm(personalDetailsFor(true), { firstName: 'Anna', lastName: 'Jansen', dateOfBirth: '', companyName: 'Acme BV', ...over });
  const share = (fromName: string) => parseForm(widgetShareSchema, { fromName, toEmailAddress: 'f@example.com' });
  const errorOf = (r: ReturnType<typeof parseForm>, field: string) => (r.ok ? null : (r.errors[field] ?? null));
  it.each([
    ['first name empty', details({ firstName: ' ' }), 'firstName', 'form.error.required'],
    ['first name too long', details({ firstName: 'a'.repeat(FIELD_MAX_LENGTH.firstName + 1) }), 'firstName', 'form.error.tooLong'],
    ['first name at its limit', details({ firstName: 'a'.repeat(FIELD_MAX_LENGTH.firstName) }), 'firstName', null],
    ['first name with markup', details({ firstName: '<b>Anna</b>' }), 'firstName', 'settings.error.firstName'],
    ['last name with markup', details({ lastName: 'J{x}' }), 'lastName', 'settings.error.lastName'],
    ['company name emptied', details({ companyName: '' }), 'companyName', 'form.error.required'],
    ['company name with markup', details({ companyName: '<script>x</script>' }), 'companyName', 'settings.error.companyName'],
    ['company name too long', details({ companyName: 'a'.repeat(FIELD_MAX_LENGTH.companyName + 1) }), 'companyName', 'form.error.tooLong'],
    ['city too long', parseForm(addressSchema, address({ city: 'a'.repeat(FIELD_MAX_LENGTH.city + 1) })), 'city', 'form.error.tooLong'],
    ['sharer name empty', share(' '), 'fromName', 'widgets.share.error.fromName'],
    ['sharer name with markup', share('<b>Anna</b>'), 'fromName', 'widgets.share.error.fromNameInvalid'],
    ['sharer name too long (the upstream takes 80)', share('a'.repeat(81)), 'fromName', 'form.error.tooLong'],
  ])('%s → %s', (_name, r, field, message) => expect(errorOf(r, field)).toBe(message));
});

describe('widget sharing', () => {
  it('personal message is optional and empty by default', () => {
    const r = parseForm(widgetShareSchema, { fromName: 'Anna', toEmailAddress: 'friend@example.com' });
    expect(r.ok && r.value).toEqual({ fromName: 'Anna', toEmailAddress: 'friend@example.com', personalMessage: '' });
  });
  it('needs a sender name and a valid recipient', () => {
    const r = parseForm(widgetShareSchema, { fromName: ' ', toEmailAddress: 'nope' });
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual(['fromName', 'toEmailAddress']);
  });
  it.each([
    ['friend@example.com', 'ZnJpZW5kQGV4YW1wbGUuY29t'],
    ['a@b.co', 'YUBiLmNv'],
    ['jörg@exämple.de', 'asO2cmdAZXjDpG1wbGUuZGU='],
  ])('recipient %s is sent base64-encoded', (email, encoded) => {
    expect(base64Utf8(email)).toBe(encoded);
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0)))).toBe(email);
  });
});

describe('cookie consent code (analytics first, then marketing)', () => {
  it.each([
    [{ analytics: false, marketing: false }, '00'],
    [{ analytics: true, marketing: false }, '10'],
    [{ analytics: false, marketing: true }, '01'],
    [{ analytics: true, marketing: true }, '11'],
  ])('%j → %s', (c, code) => expect(consentCode(c)).toBe(code));
  it.each([
    ['%7B%22analytics%22%3Atrue%2C%22marketing%22%3Afalse%7D', '10'],
    ['{"analytics":false,"marketing":true}', '01'],
    ['11', '11'],
    ['garbage', '00'],
    [undefined, '00'],
    ['{"analytics":"yes"}', '00'],
  ])('cookie %j → %s', (value, code) => expect(consentCode(parseConsentCookie(value))).toBe(code));
});

describe('form status in the URL', () => {
  it('holds statuses and field names only', () => {
    expect(
      formStatusQuery({
        s: 'invalid',
        errors: { postalCode: 'address.error.postalCode', phone: 'address.error.phone', 'evil<script>': 'settings.error.invalid' },
      }),
    ).toBe('?s=invalid&e=postalCode.phone');
    expect(validateFormSearch({ s: 'invalid', e: 'postalCode.phone.nope', id: 12 })).toEqual({
      s: 'invalid',
      e: 'postalCode.phone',
      id: '12',
    });
    expect(validateFormSearch({ s: 'hacked', e: 42 })).toEqual({});
    // The router spreads the result over the raw search: an invalid value must be overridden, not left out.
    const raw = { s: 'hacked', e: '<script>', id: '../x' };
    expect({ ...raw, ...validateFormSearch(raw) }).toEqual({ s: undefined, e: undefined, id: undefined });
    expect(errorsFromSearch('postalCode')).toEqual({ postalCode: 'address.error.postalCode' });
  });

  // Issue 35 §5: without JavaScript the refused page names the same problem as the hydrated form.
  it.each([
    [{ firstName: 'form.error.required' }, 'firstName-required'],
    [{ companyName: 'form.error.tooLong' }, 'companyName-tooLong'],
    [{ fromName: 'widgets.share.error.fromNameInvalid' }, 'fromName-chars'],
    [{ lastName: 'settings.error.lastName' }, 'lastName'],
    [{ city: 'form.error.required', phone: 'address.error.phone' }, 'city-required.phone'],
  ] as const)('%j travels as e=%s and back', (errors, e) => {
    expect(formStatusQuery({ s: 'invalid', errors })).toBe(`?s=invalid&e=${e}`);
    expect(validateFormSearch({ s: 'invalid', e }).e).toBe(e);
    expect(errorsFromSearch(e)).toEqual(errors);
    expect(fieldsOfSearch(e)).toEqual(Object.keys(errors));
  });

  it.each(['firstName-', 'firstName-required-tooLong', '-required', 'nope-required', 'firstName-<b>'])('drops %s', (e) => {
    expect(validateFormSearch({ e }).e).toBeUndefined();
    expect(errorsFromSearch(e)).toEqual({});
  });

  it('shows nothing for a problem it does not know', () => expect(errorsFromSearch('firstName-nope')).toEqual({}));
});
