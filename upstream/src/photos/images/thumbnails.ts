/**
 * Decoding and the three JPEG thumbnails (300, 800, 1300 wide) with @cf-wasm/photon.
 * Thumbnails are made largest first, each from the previous one: resizing 1300 → 800 → 300 costs
 * far less than three resizes of a 12 MP original and looks the same at these sizes.
 */
import type { PhotonImage } from '@cf-wasm/photon/workerd';
import { thumbSize, THUMB_WIDTHS } from '../domain/photo-view';
import type { ImageKind } from '../domain/sniff';
import { loadPhoton } from './photon';

export type Rendered = { width: number; height: number; thumbs: { width: number; bytes: Uint8Array }[] };

export async function decode(bytes: Uint8Array, kind: ImageKind): Promise<PhotonImage> {
  const { PhotonImage } = await loadPhoton();
  if (kind === 'image/heic') {
    const { decodeHeic } = await import('./heic');
    const { rgba, width, height } = await decodeHeic(bytes);
    return new PhotonImage(rgba, width, height);
  }
  return PhotonImage.new_from_byteslice(bytes);
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
