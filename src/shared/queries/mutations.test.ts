import { MutationObserver, type MutationObserverOptions, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToAlbumMutation, createAlbumMutation, deleteAlbumMutation, removeFromAlbumMutation, renameAlbumMutation } from './albums';
import { customerFormMutation, identityRequestMutation } from './customer';
import { QK } from './keys';
import { deleteAllPhotosMutation, deletePhotosMutation } from './photos';
import { removeProjectMutation } from './projects';
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
    ['saved projects', removeProjectMutation, [[QK.projects]]],
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

// The browser writes of albums, photos and projects: the request is passed in (the features report
// it as their action); each factory owns its refresh, in the background (albums) or awaited.
describe('write mutations', () => {
  const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);

  function observe<TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>) {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    return { client, invalidate, observer: new MutationObserver(client, options) };
  }

  it('a new album refreshes the albums and counts in the background', async () => {
    const { invalidate, observer } = observe(createAlbumMutation(async (name) => ({ albumId: `id-${name}` })));
    await expect(observer.mutate('Summer')).resolves.toEqual({ albumId: 'id-Summer' });
    expect(keysOf(invalidate)).toEqual([
      [QK.photos, 'albums'],
      [QK.photos, 'users'],
    ]);
  });

  it('resolves before the background refresh settles', async () => {
    const { client, observer } = observe(deleteAlbumMutation(async () => undefined));
    let settle = () => {};
    vi.spyOn(client, 'invalidateQueries').mockReturnValue(new Promise<void>((r) => (settle = r)));
    await expect(observer.mutate('a1')).resolves.toBeUndefined();
    settle();
  });

  it('a rename puts the answer into the album cache and refreshes the list', async () => {
    const album = { albumId: 'a1', albumName: 'New' };
    const { client, invalidate, observer } = observe(renameAlbumMutation(async () => album as never));
    await observer.mutate({ albumId: 'a1', name: 'New' });
    expect(client.getQueryData([QK.photos, 'album', 'a1'])).toBe(album);
    expect(keysOf(invalidate)).toEqual([[QK.photos, 'albums']]);
  });

  it('adds and removals refresh after a failure too; a failed create or delete refreshes nothing', async () => {
    const boom = async (): Promise<never> => {
      throw new Error('boom');
    };
    const add = observe(addToAlbumMutation(boom));
    await expect(add.observer.mutate({ albumId: 'a1', photoIds: ['p'] })).rejects.toThrow('boom');
    expect(keysOf(add.invalidate)).toEqual([
      [QK.photos, 'timeline'],
      [QK.photos, 'users'],
      [QK.photos, 'albums'],
      [QK.photos, 'album', 'a1'],
    ]);
    const remove = observe(removeFromAlbumMutation(boom));
    await expect(remove.observer.mutate({ albumId: 'a1', photoIds: ['p'] })).rejects.toThrow('boom');
    expect(keysOf(remove.invalidate)).toEqual([
      [QK.photos, 'album', 'a1'],
      [QK.photos, 'albums'],
    ]);
    for (const options of [createAlbumMutation(boom), deleteAlbumMutation(boom)] as MutationObserverOptions<unknown, Error, never>[]) {
      const { invalidate, observer } = observe(options);
      await expect(observer.mutate('x' as never)).rejects.toThrow('boom');
      expect(invalidate).not.toHaveBeenCalled();
    }
  });

  it('photo deletes and project removals resolve after their refresh', async () => {
    const order: string[] = [];
    const track = (client: QueryClient) =>
      vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
        await Promise.resolve();
        order.push(JSON.stringify(filters?.queryKey));
      });
    const del = observe(deletePhotosMutation(async (ids: string[]) => ({ failed: ids.slice(1) })));
    track(del.client);
    await expect(del.observer.mutate(['a', 'b'])).resolves.toEqual({ failed: ['b'] });
    const all = observe(deleteAllPhotosMutation(async () => {}));
    track(all.client);
    await all.observer.mutate();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true, status: 'deleted' })),
    );
    const project = observe(removeProjectMutation);
    track(project.client);
    await project.observer.mutate({ action: '/saved-projects', body: new URLSearchParams({ _action: 'delete', id: 'p1' }) });
    expect(order).toEqual(['["photos","timeline"]', '["photos","users"]', '["photos"]', '["projects"]']);
  });
});
