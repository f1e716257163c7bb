import { describe, expect, it } from 'vitest';
import { fakeHttp, samplePhoto } from '../../../tests/fixtures/test-transport';
import { UpstreamSchemaError } from './errors';
import { AlbumList, Photo, photoManagementApi, Timeline, UserCounts } from './photo-management';

const album = {
  albumId: 'a1',
  albumName: 'Holiday',
  coverPhoto: samplePhoto(),
  photosCount: 12,
  created: '2024-01-01T00:00:00.000Z',
  updated: '2024-02-01T00:00:00.000Z',
  userId: 'user-1',
  isShared: false,
};

describe('photo management schemas', () => {
  it('accept the upstream shapes', () => {
    expect(Photo.parse(samplePhoto())).toMatchObject({ imageId: 'p1' });
    expect(Photo.parse({ ...samplePhoto(), dateTaken: undefined })).not.toHaveProperty('dateTaken', expect.anything());
    expect(UserCounts.parse({ photosCount: 0, albumsCount: 3 })).toEqual({ photosCount: 0, albumsCount: 3 });
    expect(Timeline.parse({ '2024': { '3': 12, '11': 1 } })).toEqual({ '2024': { '3': 12, '11': 1 } });
    expect(AlbumList.parse({ albums: [album, { ...album, coverPhoto: null }], cursor: null }).albums).toHaveLength(2);
  });

  it.each([
    ['a negative count', () => UserCounts.parse({ photosCount: -1, albumsCount: 0 })],
    ['a fractional count', () => UserCounts.parse({ photosCount: 1.5, albumsCount: 0 })],
    ['a javascript: URL', () => Photo.parse({ ...samplePhoto(), url: 'javascript:alert(1)' })],
    ['a non-ISO date', () => Photo.parse({ ...samplePhoto(), uploadEnd: '05/03/2024' })],
    ['a bad timeline month count', () => Timeline.parse({ '2024': { '3': -2 } })],
  ])('reject %s', (_name, parse) => {
    expect(parse).toThrow();
  });

  it('keep working when the upstream adds fields', () => {
    expect(Photo.parse({ ...samplePhoto(), newField: 1 })).not.toHaveProperty('newField');
  });
});

describe('photoManagementApi', () => {
  it('calls the spec paths with paging and sort parameters', async () => {
    const { http, calls } = fakeHttp({
      'GET /photos/timeline/2024/3': { body: { cursor: 'c2', images: [samplePhoto()] } },
      'POST /albums': { status: 201, body: { albumId: 'a9' } },
      'DELETE /photos': { body: { failed: ['p2'] } },
    });
    const api = photoManagementApi(http);
    const page = await api.timelineMonth(2024, 3, { cursor: null, limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(page.cursor).toBe('c2');
    expect(calls[0]!.url).toBe('http://up.test/base/photos/timeline/2024/3?limit=24&sortKey=dateTaken&sortOrder=desc');
    expect(await api.createAlbum('Trip')).toEqual({ albumId: 'a9' });
    expect(calls[1]!.body).toEqual({ albumName: 'Trip' });
    expect(await api.deletePhotos(['p1', 'p2'])).toEqual({ failed: ['p2'] });
  });

  it('encodes ids into one path segment', async () => {
    const { http, calls } = fakeHttp({});
    await photoManagementApi(http)
      .album('../users')
      .catch(() => undefined);
    expect(calls[0]!.url).toBe('http://up.test/base/albums/..%2Fusers');
  });

  it('turns an invalid upstream answer into UpstreamSchemaError', async () => {
    const { http } = fakeHttp({ 'GET /users': { body: { photosCount: 'many' } } });
    await expect(photoManagementApi(http).users()).rejects.toBeInstanceOf(UpstreamSchemaError);
  });
});
