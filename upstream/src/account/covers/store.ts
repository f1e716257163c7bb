/**
 * Covers in R2 (issue 35 §6): each one is drawn on its first request and then served from the
 * bucket, like the pool photos it is made of (photos/seeding/pool.ts). Drawing every cover at seed
 * time would cost every fresh account (and every upstream test) ~0.1–0.4 s of CPU per product.
 */
import type { PhotonImage } from '@cf-wasm/photon/workerd';
import type { UpstreamBindings } from '../../env';
import { loadPhoton } from '../../photos/images/photon';
import { ensurePoolObject, poolKey } from '../../photos/seeding/pool';
import { drawCover } from './draw';
import { type CoverSpec, drawnKey } from './spec';

type Env = Pick<UpstreamBindings, 'BUCKET'>;

/** A cover's URL changes with its picture (spec.ts), so any cache may keep it for good. */
export const COVER_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The pool photo's 800-wide thumbnail, decoded: sharp enough for a 480-pixel cover. */
async function poolPhoto(env: Env, index: number): Promise<PhotonImage | undefined> {
  const key = poolKey(index);
  await ensurePoolObject(env, key, '800.jpg');
  const object = await env.BUCKET.get(`${key}/800.jpg`);
  if (!object) return undefined;
  const { PhotonImage } = await loadPhoton();
  return PhotonImage.new_from_byteslice(new Uint8Array(await object.arrayBuffer()));
}

/** Only the photos the drawing shows: a stack of prints shows three, every other product one. */
const photosShown = (spec: CoverSpec) => (spec.productType === 'Prints' ? spec.photos : spec.photos.slice(0, 1));

async function render(env: Env, spec: CoverSpec): Promise<Uint8Array> {
  const photon = await loadPhoton();
  const photos = (await Promise.all(photosShown(spec).map((i) => poolPhoto(env, i)))).filter((p) => p !== undefined);
  const cover = drawCover(photon, spec, photos);
  for (const p of photos) p.free();
  const bytes = cover.get_bytes_jpeg(84);
  cover.free();
  return bytes;
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Makes sure the picture of `spec` is in R2 (drawn when missing); one drawing per key at a time.
 * Returns its key. Keyed by what is drawn, so the rows that show the same picture share it.
 */
export async function ensureCover(env: Env, spec: CoverSpec): Promise<string> {
  const key = await drawnKey(spec);
  let job = inFlight.get(key);
  if (!job) {
    job = (async () => {
      if (await env.BUCKET.head(key)) return;
      const bytes = await render(env, spec);
      await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg', cacheControl: COVER_CACHE_CONTROL } });
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  await job;
  return key;
}
