import { describe, expect, it } from 'vitest';
import { fieldErrorsFor } from '../../shared/forms/search-errors';
import { upstreamFieldNames } from './upstream-fields';

describe("the upstream's field-level rejections → the form's field errors", () => {
  it.each([
    ['one field', { error: 'validation', field: 'postalCode', message: 'Postal Code must be valid' }, ['postalCode']],
    ['a nested path', { error: 'validation', field: 'deliveryAddress.postalCode' }, ['postalCode']],
    ['the payment type', { error: 'validation', field: 'paymentMethod.type' }, ['type']],
    [
      'every issue, not only the first',
      {
        error: 'validation',
        field: 'deliveryAddress.street',
        issues: [
          { field: 'deliveryAddress.street', message: 'Street name must be valid' },
          { field: 'deliveryAddress.phone', message: 'Phone number must be valid' },
        ],
      },
      ['street', 'phone'],
    ],
    ['the whole value (no field)', { error: 'validation', field: '', message: 'invalid input' }, []],
    ['not a field name', { error: 'validation', field: 'a.__proto__x.<b>' }, []],
    ['no validation shape', { error: 'bad_request', message: 'bad' }, []],
  ])('%s', (_name, body, names) => expect(upstreamFieldNames(JSON.stringify(body))).toEqual(names));

  it('ignores bodies that are not JSON', () => {
    expect(upstreamFieldNames('<html>502</html>')).toEqual([]);
    expect(upstreamFieldNames('')).toEqual([]);
  });

  it("maps the names onto the forms' messages; unknown names give no field error", () => {
    const body = JSON.stringify({
      field: 'toEmailAddress',
      issues: [{ field: 'toEmailAddress' }, { field: 'vendorId' }, { field: 'title' }],
    });
    expect(fieldErrorsFor(upstreamFieldNames(body))).toEqual({
      toEmailAddress: 'widgets.share.error.email',
      title: 'widgets.gallery.error.title',
    });
  });
});
