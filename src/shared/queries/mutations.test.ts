import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFormMutation, identityRequestMutation } from './customer';
import { QK } from './keys';
import { galleryFormMutation, widgetFormMutation } from './widgets';

// Each resource's form mutation posts to the form's worker action and refreshes that resource's
// queries after a success only (a refusal changed nothing upstream).
afterEach(() => vi.unstubAllGlobals());

async function run(options: typeof customerFormMutation, answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const result = await new MutationObserver(client, options).mutate({ action: '/settings', body: new URLSearchParams() });
  return { result, invalidated: invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

describe('form mutations', () => {
  it.each([
    ['customer', customerFormMutation, [[QK.customer]]],
    ['widgets', widgetFormMutation, [[QK.widgets]]],
    ['gallery', galleryFormMutation, [[QK.widgets, 'gallery']]],
    ['identity requests', identityRequestMutation, []],
  ])('%s: a success refreshes its queries', async (_name, options, keys) => {
    const { result, invalidated } = await run(options, { ok: true, status: 'saved' });
    expect(result).toMatchObject({ ok: true, status: 'saved' });
    expect(invalidated).toEqual(keys);
  });

  it('a refusal refreshes nothing and resolves the answer', async () => {
    const { result, invalidated } = await run(customerFormMutation, {
      ok: false,
      status: 'invalid',
      fieldErrors: { city: 'address.error.city' },
    });
    expect(result).toEqual({ ok: false, status: 'invalid', fieldErrors: { city: 'address.error.city' } });
    expect(invalidated).toEqual([]);
  });
});
