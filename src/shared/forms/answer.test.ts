import { describe, expect, it, vi } from 'vitest';
import { parseFormAnswer, postForm } from './answer';

describe('the JSON answer of a form action, parsed', () => {
  it.each([
    [
      { ok: true, status: 'saved' },
      { ok: true, status: 'saved', fieldErrors: {} },
    ],
    [
      { ok: true, status: 'created', id: 'a1' },
      { ok: true, status: 'created', fieldErrors: {}, id: 'a1' },
    ],
    [
      {
        ok: false,
        status: 'invalid',
        fieldErrors: { postalCode: 'address.error.postalCode', callbackUrl: 'ftp.error.tooLong' },
        error: 'invalid',
        correlationId: 'c',
      },
      { ok: false, status: 'invalid', fieldErrors: { postalCode: 'address.error.postalCode', callbackUrl: 'ftp.error.tooLong' } },
    ],
    // Only the forms' own message ids, on plain field names; an id that is not an id is dropped.
    [
      {
        ok: false,
        status: 'invalid',
        fieldErrors: { city: '<b>typed</b>', 'a.b': 'address.error.city', phone: 'address.error.phone' },
        id: '../x',
      },
      { ok: false, status: 'invalid', fieldErrors: { phone: 'address.error.phone' } },
    ],
    // `ok` must be literally true.
    [
      { ok: 'yes', status: 'saved' },
      { ok: false, status: 'saved', fieldErrors: {} },
    ],
    // Not an answer: failed.
    [
      { ok: true, status: 'done' },
      { ok: false, status: 'failed', fieldErrors: {} },
    ],
    [
      { error: 'forbidden', correlationId: 'c' },
      { ok: false, status: 'failed', fieldErrors: {} },
    ],
    // Where the page goes next: an http(s) link only.
    [
      { ok: true, status: 'sent', location: 'https://www.photobloom.nl/shop/cart?reorder=1' },
      { ok: true, status: 'sent', fieldErrors: {}, location: 'https://www.photobloom.nl/shop/cart?reorder=1' },
    ],
    [
      { ok: true, status: 'sent', location: 'javascript:alert(1)' },
      { ok: true, status: 'sent', fieldErrors: {} },
    ],
    ['Forbidden', { ok: false, status: 'failed', fieldErrors: {} }],
    [null, { ok: false, status: 'failed', fieldErrors: {} }],
    [[], { ok: false, status: 'failed', fieldErrors: {} }],
  ])('%j → %j', (data, answer) => expect(parseFormAnswer(data)).toEqual(answer));
});

describe('postForm', () => {
  it('posts the fields to the action asking for JSON with the CSRF custom header', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, status: 'sent' }));
    const body = new URLSearchParams({ _csrf: 't', email: 'a@example.com' });
    await expect(postForm({ action: '/settings/email', body }, fetch)).resolves.toEqual({ ok: true, status: 'sent', fieldErrors: {} });
    expect(fetch).toHaveBeenCalledWith('/settings/email', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'myaccount' },
    });
  });

  it('a refusal that is not JSON (the guard’s 403) is failed; a network failure rejects', async () => {
    await expect(
      postForm({ action: '/settings', body: new URLSearchParams() }, async () => new Response('Forbidden', { status: 403 })),
    ).resolves.toEqual({ ok: false, status: 'failed', fieldErrors: {} });
    await expect(
      postForm({ action: '/settings', body: new URLSearchParams() }, async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow('offline');
  });
});
