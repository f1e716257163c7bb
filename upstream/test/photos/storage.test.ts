import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HEIC_320x240,
  JPEG_320x240_ORIENTATION_6,
  JPEG_640x480_EXIF_2021_06_15,
  PNG_160x120,
  TEXT_AS_JPG,
} from '../fixtures/photo-fixtures';
import { type Account, account, call } from './helpers';
import { PageSchema, PhotoSchema, TimelineSchema } from './schemas';

const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const UploadSchema = z.object({
  uploadId: z.string(),
  photoId: z.string(),
  fileName: z.string(),
  status: z.literal('COMPLETED'),
  photo: PhotoSchema,
});

let alice: Account;
let bob: Account;
beforeAll(async () => {
  alice = await account('empty');
  bob = await account('empty');
});

function multipart(name: string, type: string, b64: string): FormData {
  const form = new FormData();
  form.set('file', new File([bytes(b64)], name, { type }));
  return form;
}

/** Width and height from a baseline JPEG's SOF0 segment. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  for (let i = 2; i + 9 < b.length; i++) {
    if (b[i] === 0xff && b[i + 1] === 0xc0) return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
  }
  return null;
}

async function fetchThumb(url: string) {
  const u = new URL(url);
  const res = await call(null, u.pathname + u.search);
  return { res, body: new Uint8Array(await res.arrayBuffer()) };
}

describe('storage API: uploads', () => {
  it('accepts a JPEG (multipart), keeps the original, makes three JPEG thumbnails and reads EXIF dateTaken', async () => {
    const res = await call(alice, '/storage-api/uploads', {
      method: 'POST',
      body: multipart('beach.jpg', 'image/jpeg', JPEG_640x480_EXIF_2021_06_15),
    });
    expect(res.status).toBe(201);
    const upload = UploadSchema.parse(await res.json());
    expect(upload.photo).toMatchObject({
      localFileName: 'beach.jpg',
      visibleWidth: 640,
      visibleHeight: 480,
      dateTaken: '2021-06-15T10:30:00.000Z',
    });
    expect(upload.photo.thumbnails.map((t) => [t.width, t.height])).toEqual([
      [300, 225],
      [640, 480],
      [640, 480],
    ]);
    const original = await fetchThumb(upload.photo.url);
    expect(original.res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(original.body).toEqual(bytes(JPEG_640x480_EXIF_2021_06_15));
    const small = await fetchThumb(upload.photo.thumbnails[0]!.url);
    expect(small.res.status).toBe(200);
    expect([small.body[0], small.body[1]]).toEqual([0xff, 0xd8]);
    // It appears in the timeline under June 2021.
    const timeline = TimelineSchema.parse(await (await call(alice, '/photo-management/users/timeline')).json());
    expect(timeline['2021']?.['6']).toBe(1);
    const page = PageSchema.parse(await (await call(alice, '/photo-management/photos/timeline/2021/6')).json());
    expect(page.images.map((p) => p.imageId)).toEqual([upload.photoId]);
    // The upload record is the caller's only.
    const rec = await call(alice, `/storage-api/uploads/${upload.uploadId}`);
    expect(rec.status).toBe(200);
    expect(await rec.json()).toMatchObject({ id: upload.uploadId, photoId: upload.photoId, fileName: 'beach.jpg', status: 'COMPLETED' });
    expect((await call(bob, `/storage-api/uploads/${upload.uploadId}`)).status).toBe(404);
    expect((await call(alice, `/storage-api/uploads/${upload.uploadId}?accountId=999`)).status).toBe(404);
  });

  it('turns a JPEG upright by its EXIF orientation (6: stored landscape, shown portrait)', async () => {
    const res = await call(bob, '/storage-api/uploads', {
      method: 'POST',
      body: multipart('portrait.jpg', 'image/jpeg', JPEG_320x240_ORIENTATION_6),
    });
    const upload = UploadSchema.parse(await res.json());
    expect(upload.photo).toMatchObject({ visibleWidth: 240, visibleHeight: 320 });
    const thumb = await fetchThumb(upload.photo.thumbnails[0]!.url);
    expect(jpegSize(thumb.body)).toEqual({ width: 240, height: 320 });
  });

  it('places a photo without a date taken by its upload date, as Google Photos does (issue 34 §3)', async () => {
    const carol = await account('empty');
    const res = await call(carol, '/storage-api/uploads?filename=scan.png', {
      method: 'POST',
      body: bytes(PNG_160x120),
      headers: { 'Content-Type': 'image/png' },
    });
    const upload = UploadSchema.parse(await res.json());
    expect(upload.photo.dateTaken).toBeUndefined();
    const now = new Date();
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    const timeline = TimelineSchema.parse(await (await call(carol, '/photo-management/users/timeline')).json());
    expect(timeline).toEqual({ [String(year)]: { [String(month)]: 1 } });
    const page = PageSchema.parse(await (await call(carol, `/photo-management/photos/timeline/${year}/${month}`)).json());
    expect(page.images.map((p) => p.imageId)).toEqual([upload.photoId]);
  });

  it('accepts a PNG as a raw body with ?filename=', async () => {
    const res = await call(alice, '/storage-api/uploads?filename=chart.png', {
      method: 'POST',
      body: bytes(PNG_160x120),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(res.status).toBe(201);
    const upload = UploadSchema.parse(await res.json());
    expect(upload.photo.dateTaken).toBeUndefined();
    expect(upload.photo.thumbnails.map((t) => t.width)).toEqual([160, 160, 160]);
    expect((await fetchThumb(upload.photo.thumbnails[2]!.url)).res.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('the same file again is recognised: 200 DUPLICATE with the photo already there, stored once; deleted, or for another user, it is stored', async () => {
    const carol = await account('empty');
    const dave = await account('empty');
    const send = (who: Account, name = 'again.png') =>
      call(who, `/storage-api/uploads?filename=${name}`, {
        method: 'POST',
        body: bytes(PNG_160x120),
        headers: { 'Content-Type': 'image/png' },
      });
    const photosOf = async (who: Account) =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM photos WHERE user_id = ? AND deleted = 0').bind(who.userId).first<{ n: number }>())
        ?.n;
    const first = await send(carol);
    expect(first.status).toBe(201);
    const stored = UploadSchema.parse(await first.json());
    const again = await send(carol, 'renamed.png');
    expect(again.status).toBe(200);
    const duplicate = UploadSchema.extend({ status: z.literal('DUPLICATE') }).parse(await again.json());
    expect(duplicate.photoId).toBe(stored.photoId);
    expect(duplicate.photo.imageId).toBe(stored.photoId);
    expect(await photosOf(carol)).toBe(1);
    // Another customer's library is another library.
    expect((await send(dave)).status).toBe(201);
    // Deleted, the same file may come back.
    await env.DB.prepare('UPDATE photos SET deleted = 1 WHERE id = ?').bind(stored.photoId).run();
    expect((await send(carol)).status).toBe(201);
  });

  it('accepts a HEIC and decodes it for the thumbnails', async () => {
    const res = await call(alice, '/storage-api/uploads', { method: 'POST', body: multipart('IMG_0001.HEIC', 'image/heic', HEIC_320x240) });
    expect(res.status).toBe(201);
    const upload = UploadSchema.parse(await res.json());
    expect(upload.photo).toMatchObject({ visibleWidth: 320, visibleHeight: 240 });
    const original = await fetchThumb(upload.photo.url);
    expect(original.res.headers.get('Content-Type')).toBe('image/heic');
    const thumb = await fetchThumb(upload.photo.thumbnails[0]!.url);
    expect(thumb.res.headers.get('Content-Type')).toBe('image/jpeg');
    expect([thumb.body[0], thumb.body[1]]).toEqual([0xff, 0xd8]);
  });

  it('refuses a text file renamed .jpg, a mismatching type and unsupported types with 415', async () => {
    for (const form of [
      multipart('notes.jpg', 'image/jpeg', TEXT_AS_JPG),
      multipart('photo.png', 'image/png', JPEG_640x480_EXIF_2021_06_15),
      multipart('photo.gif', 'image/gif', JPEG_640x480_EXIF_2021_06_15),
    ]) {
      const res = await call(alice, '/storage-api/uploads', { method: 'POST', body: form });
      expect(res.status).toBe(415);
    }
    expect(await (await call(alice, '/photo-management/users')).json()).toMatchObject({ photosCount: 3 });
  });

  it('refuses uploads above 50 MB with 413 and names missing fields with 400', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await call(alice, '/storage-api/uploads?filename=big.jpg', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(res.status).toBe(413);
    const noName = await call(alice, '/storage-api/uploads', {
      method: 'POST',
      body: bytes(PNG_160x120),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ field: 'filename' });
    expect((await call(null, '/storage-api/uploads?filename=a.png', { method: 'POST', body: bytes(PNG_160x120) })).status).toBe(401);
  });

  it('POST /getanonymousuploads lists anonymous uploads among the ids, 404 when there is none', async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO uploads (id, user_id, file_name, content_type, size, status, created) VALUES (?, NULL, 'before-login.jpg', 'image/jpeg', 10, 'COMPLETED', 1)",
    )
      .bind(id)
      .run();
    const found = await call(alice, '/storage-api/getanonymousuploads', { method: 'POST', json: [id, crypto.randomUUID()] });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject([{ id, fileName: 'before-login.jpg', accountId: null }]);
    const res = await call(alice, '/storage-api/getanonymousuploads', { method: 'POST', json: ['00000000-0000-4000-a000-00000000ffff'] });
    expect(res.status).toBe(404);
    const bad = await call(alice, '/storage-api/getanonymousuploads', { method: 'POST', json: { ids: 3 } });
    expect(bad.status).toBe(400);
  });
});
