/**
 * The few layer operations the cover drawings need, on photon images (issue 35 §6): solid and
 * gradient fills, soft shadows, photos cut to a frame, and text. Pixels are filled here in plain
 * loops; decoding, resizing, rotating, text rasterising (Roboto) and JPEG encoding are photon's.
 */
import type { PhotonImage } from '@cf-wasm/photon/workerd';
import type { Photon } from '../../photos/images/photon';

export type Rgb = readonly [number, number, number];

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

function image(P: Photon, width: number, height: number, paint: (px: Uint8Array) => void): PhotonImage {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const px = new Uint8Array(w * h * 4);
  paint(px);
  return new P.PhotonImage(px, w, h);
}

/** A uniform layer (alpha 0–255). */
export function solid(P: Photon, width: number, height: number, color: Rgb, alpha = 255): PhotonImage {
  return image(P, width, height, (px) => {
    for (let o = 0; o < px.length; o += 4) {
      px[o] = color[0];
      px[o + 1] = color[1];
      px[o + 2] = color[2];
      px[o + 3] = alpha;
    }
  });
}

/** The backdrop: light at the top, the product type's colour at the bottom, like a studio sweep. */
export function sweep(P: Photon, size: number, top: Rgb, bottom: Rgb): PhotonImage {
  return image(P, size, size, (px) => {
    for (let y = 0; y < size; y++) {
      const [r, g, b] = mix(top, bottom, (y / size) ** 1.4);
      for (let x = 0; x < size; x++) {
        const o = (y * size + x) * 4;
        px[o] = r;
        px[o + 1] = g;
        px[o + 2] = b;
        px[o + 3] = 255;
      }
    }
  });
}

/**
 * A soft shadow of a width×height object, `spread` pixels of blur on every side (the layer is that
 * much larger). photon's blurs leave alpha alone, so the falloff is computed: a smoothstep per axis.
 */
export function shadow(P: Photon, width: number, height: number, spread: number, opacity: number): PhotonImage {
  const w = Math.round(width + 2 * spread);
  const h = Math.round(height + 2 * spread);
  const ramp = (d: number, length: number) => {
    const edge = Math.min(d, length - 1 - d) / (2 * spread);
    const t = Math.max(0, Math.min(1, edge));
    return t * t * (3 - 2 * t);
  };
  return image(P, w, h, (px) => {
    for (let y = 0; y < h; y++) {
      const ry = ramp(y, h);
      for (let x = 0; x < w; x++) {
        px[(y * w + x) * 4 + 3] = 255 * opacity * ry * ramp(x, w);
      }
    }
  });
}

/** `photo` cut to the frame's aspect (centred) and scaled to width×height; `photo` is kept. */
export function framed(P: Photon, photo: PhotonImage, width: number, height: number): PhotonImage {
  const w = Math.round(width);
  const h = Math.round(height);
  const pw = photo.get_width();
  const ph = photo.get_height();
  const scale = Math.min(pw / w, ph / h);
  const cw = Math.round(w * scale);
  const ch = Math.round(h * scale);
  const x = Math.floor((pw - cw) / 2);
  const y = Math.floor((ph - ch) / 2);
  const cut = P.crop(photo, x, y, x + cw, y + ch);
  const out = P.resize(cut, w, h, P.SamplingFilter.Lanczos3);
  cut.free();
  return out;
}

/** One line of text, cut to its drawn width; the layer is `size` × 1.3 high whatever the letters. */
function line(P: Photon, text: string, size: number, color: Rgb): PhotonImage {
  const h = Math.ceil(size * 1.3);
  // Transparent pixels of the text's own colour: photon blends the glyphs into them, and the
  // anti-aliased edges then keep that colour instead of darkening towards black.
  const canvas = image(P, text.length * size * 0.8 + size, h, (px) => {
    for (let o = 0; o < px.length; o += 4) {
      px[o] = color[0];
      px[o + 1] = color[1];
      px[o + 2] = color[2];
    }
  });
  P.draw_text_with_color(canvas, text, 0, 0, size, new P.Rgba(color[0], color[1], color[2], 255));
  const w = canvas.get_width();
  const px = canvas.get_raw_pixels();
  let right = 0;
  for (let o = 3; o < px.length; o += 4) {
    const x = ((o - 3) / 4) % w;
    if (px[o] && x > right) right = x;
  }
  const out = P.crop(canvas, 0, 0, right + 2, h);
  canvas.free();
  return out;
}

/**
 * `text` at `size`, smaller (down to 60 %) until it fits `maxWidth`, then shortened with an
 * ellipsis: a long project title never runs off the cover.
 */
export function text(P: Photon, value: string, size: number, maxWidth: number, color: Rgb): PhotonImage {
  const words = value.trim() || ' ';
  for (let s = size; s >= size * 0.6; s *= 0.9) {
    const out = line(P, words, s, color);
    if (out.get_width() <= maxWidth) return out;
    out.free();
  }
  const small = size * 0.6;
  // From the share of the whole line that fits (a long title costs a few tries, not one per letter).
  const whole = line(P, words, small, color);
  const guess = Math.ceil((words.length * maxWidth) / whole.get_width()) + 1;
  whole.free();
  for (let n = Math.min(guess, words.length - 1); n > 0; n--) {
    const out = line(P, `${words.slice(0, n).trimEnd()}…`, small, color);
    if (out.get_width() <= maxWidth) return out;
    out.free();
  }
  return line(P, '…', small, color);
}

/** Puts `layer` on `base` at (x, y) with its alpha, and frees it. */
export function put(P: Photon, base: PhotonImage, layer: PhotonImage, x: number, y: number): void {
  P.watermark(base, layer, BigInt(Math.round(x)), BigInt(Math.round(y)));
  layer.free();
}

/** Puts `layer` centred on (cx, cy). */
export function putCentred(P: Photon, base: PhotonImage, layer: PhotonImage, cx: number, cy: number): void {
  put(P, base, layer, cx - layer.get_width() / 2, cy - layer.get_height() / 2);
}

/**
 * `layer` turned by `degrees` (clockwise) on a transparent canvas just large enough; frees `layer`.
 * Bilinear, on premultiplied colour so the edges fade out cleanly: photon's own rotate garbled
 * small angles of a layer with transparency (a checkered photo in the preview).
 */
export function turned(P: Photon, layer: PhotonImage, degrees: number): PhotonImage {
  const sw = layer.get_width();
  const sh = layer.get_height();
  const raw = layer.get_raw_pixels();
  layer.free();
  // Premultiplied, with a transparent pixel of margin all round: no bounds checks per sample.
  const pw = sw + 2;
  const src = new Float32Array(pw * (sh + 2) * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const i = (y * sw + x) * 4;
      const o = ((y + 1) * pw + x + 1) * 4;
      const alpha = (raw[i + 3] ?? 0) / 255;
      src[o] = (raw[i] ?? 0) * alpha;
      src[o + 1] = (raw[i + 1] ?? 0) * alpha;
      src[o + 2] = (raw[i + 2] ?? 0) * alpha;
      src[o + 3] = alpha * 255;
    }
  }
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const w = Math.ceil(Math.abs(sw * cos) + Math.abs(sh * sin));
  const h = Math.ceil(Math.abs(sw * sin) + Math.abs(sh * cos));
  return image(P, w, h, (px) => {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        // The source point that lands here: the inverse turn about both centres (+1: the margin).
        const dx = x + 0.5 - w / 2;
        const dy = y + 0.5 - h / 2;
        const sx = cos * dx + sin * dy + sw / 2 + 0.5;
        const sy = -sin * dx + cos * dy + sh / 2 + 0.5;
        if (sx < 0 || sy < 0 || sx >= pw - 1 || sy >= sh + 1) continue;
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        const fx = sx - x0;
        const fy = sy - y0;
        const i00 = (y0 * pw + x0) * 4;
        const i10 = i00 + 4;
        const i01 = i00 + pw * 4;
        const i11 = i01 + 4;
        const w00 = (1 - fx) * (1 - fy);
        const w10 = fx * (1 - fy);
        const w01 = (1 - fx) * fy;
        const w11 = fx * fy;
        const at = (c: number) =>
          (src[i00 + c] ?? 0) * w00 + (src[i10 + c] ?? 0) * w10 + (src[i01 + c] ?? 0) * w01 + (src[i11 + c] ?? 0) * w11;
        const alpha = at(3);
        if (alpha < 0.5) continue;
        const o = (y * w + x) * 4;
        const unmultiply = 255 / alpha;
        px[o] = at(0) * unmultiply;
        px[o + 1] = at(1) * unmultiply;
        px[o + 2] = at(2) * unmultiply;
        px[o + 3] = alpha;
      }
    }
  });
}
