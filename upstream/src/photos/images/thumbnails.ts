/**
 * Decoding and the three JPEG thumbnails (300, 800, 1300 wide) with @cf-wasm/photon.
 * Thumbnails are made largest first, each from the previous one: resizing 1300 → 800 → 300 costs
 * far less than three resizes of a 12 MP original and looks the same at these sizes.
 */
import type { PhotonImage } from '@cf-wasm/photon/workerd';
import { THUMB_WIDTHS, thumbSize } from '../domain/photo-view';
import type { ImageKind } from '../domain/sniff';
import { loadPhoton } from './photon';

export type Rendered = { width: number; height: number; thumbs: { width: number; bytes: Uint8Array }[] };

/** Decodes and turns the pixels upright (EXIF orientation 2–8 of a JPEG). */
export async function decode(bytes: Uint8Array, kind: ImageKind, orientation = 1): Promise<PhotonImage> {
  const { PhotonImage } = await loadPhoton();
  if (kind === 'image/heic') {
    const { decodeHeic } = await import('./heic');
    const { rgba, width, height } = await decodeHeic(bytes);
    return new PhotonImage(rgba, width, height);
  }
  return upright(PhotonImage.new_from_byteslice(bytes), orientation);
}

async function upright(image: PhotonImage, orientation: number): Promise<PhotonImage> {
  if (orientation <= 1 || orientation > 8) return image;
  const { rotate, fliph, flipv } = await loadPhoton();
  // photon's rotate turns clockwise and returns a new image.
  const turn = ({ 3: 180, 5: 90, 6: 90, 7: 270, 8: 270 } as Record<number, number>)[orientation];
  let out = image;
  if (turn) {
    out = rotate(image, turn);
    image.free();
  }
  if (orientation === 2 || orientation === 5 || orientation === 7) fliph(out);
  if (orientation === 4) flipv(out);
  return out;
}

/** Renders the thumbnails of `image` (freed afterwards). */
export async function thumbnails(image: PhotonImage, quality = 82): Promise<Rendered> {
  const { resize, SamplingFilter } = await loadPhoton();
  const width = image.get_width();
  const height = image.get_height();
  const thumbs: Rendered['thumbs'] = [];
  let source = image;
  for (const target of [...THUMB_WIDTHS].reverse()) {
    const size = thumbSize(width, height, target);
    const next = size.width === source.get_width() ? source : resize(source, size.width, size.height, SamplingFilter.Triangle);
    thumbs.push({ width: target, bytes: next.get_bytes_jpeg(quality) });
    if (source !== image && source !== next) source.free();
    source = next;
  }
  if (source !== image) source.free();
  image.free();
  return { width, height, thumbs };
}
