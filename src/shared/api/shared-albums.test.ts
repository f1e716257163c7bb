import { describe, expect, it } from 'vitest';
import { fakeHttp, samplePhoto } from '../../../tests/fixtures/test-transport';
import { DownloadJob, DownloadList, DownloadUrl } from './download';
import { Participants, SharedAlbum, SharedCounts } from './shared-albums';
import { storageApi, Upload } from './storage';

const shared = {
  albumId: 'a1',
  albumName: 'Family',
  coverPhoto: samplePhoto('p1', { ownerId: 'owner-1' }),
  photosCount: 3,
  created: '2024-01-01T00:00:00.000Z',
  updated: '2024-01-02T00:00:00.000Z',
  ownerId: 'owner-1',
  owner: { email: 'owner@example.com' },
  participants: [{ email: 'demo@example.com' }],
};

describe('shared albums, download and storage schemas', () => {
  it('accept the upstream shapes', () => {
    expect(SharedAlbum.parse(shared).owner.email).toBe('owner@example.com');
    expect(SharedCounts.parse({ readAlbumsCount: 1, grantedAlbumsCount: 0, created: '2024-01-01T00:00:00.000Z' })).toEqual({
      readAlbumsCount: 1,
    });
    expect(Participants.parse({ owner: { id: 'o', email: 'o@example.com' }, participants: [] }).participants).toEqual([]);
    expect(
      DownloadList.parse({
        items: [{ id: 'c1', userId: 'u', downloadId: 'd1', name: 'x', status: 'FINISHED', created: '2024-01-01T00:00:00.000Z' }],
      }).items,
    ).toHaveLength(1);
    expect(DownloadUrl.parse({ url: 'http://127.0.0.1:8788/files/d1.zip?exp=1&sig=x' }).url).toContain('/files/');
    expect(
      DownloadJob.parse({
        id: 'c1',
        downloadId: 'd1',
        key: 'archives/d1.zip',
        name: 'x',
        status: 'IN_PROGRESS',
        created: '2024-01-01T00:00:00.000Z',
      }).key,
    ).toBe('archives/d1.zip');
    const upload = {
      id: 'u1',
      uploadId: 'u1',
      accountId: null,
      photoId: 'p1',
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      size: 10,
      status: 'COMPLETED',
      created: '2024-01-01T00:00:00.000Z',
    };
    expect(Upload.parse(upload).uploadId).toBe('u1');
  });

  it('reject an invalid participant e-mail and a non-http download URL', () => {
    expect(() => SharedAlbum.parse({ ...shared, participants: [{ email: 'not-an-email' }] })).toThrow();
    expect(() => DownloadUrl.parse({ url: 'ftp://x/y.zip' })).toThrow();
  });

  it('storage 404 gives empty results (spec §8)', async () => {
    const { http } = fakeHttp({});
    const api = storageApi(http);
    await expect(api.anonymousUploads(['u1'])).resolves.toEqual([]);
    await expect(api.upload('u1')).resolves.toBeNull();
  });
});
