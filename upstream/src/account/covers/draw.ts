/**
 * The cover drawings (issue 35 §6): what the retailer's renderer shows of one product or project,
 * made of the customer's photos (the demo library's pool images) and, where the product carries
 * text, its title. One square picture per product type, recognisable at 64 px as at 300 px:
 * a hardcover photo book, a stack of prints, a framed poster, a canvas, a wall calendar, a card.
 */
import type { PhotonImage } from '@cf-wasm/photon/workerd';
import type { Photon } from '../../photos/images/photon';
import { BLACK, framed, mix, put, putCentred, type Rgb, shadow, solid, sweep, text, turned, WHITE } from './layers';
import type { CoverSpec } from './spec';

/** Side of every cover: three times the app's largest box (96 px), sharp on 3× screens. */
export const COVER_SIZE = 480;
const S = COVER_SIZE;

/** Hardcover cloths, card accents: chosen per product by the spec's tone. */
const TONES: Rgb[] = [
  [45, 59, 94],
  [109, 46, 59],
  [47, 87, 65],
  [59, 59, 66],
  [150, 116, 78],
  [31, 95, 107],
];

/** The backdrop of each product type (the colours of the generic type icons, product-images.ts). */
const BACKDROPS: Record<string, Rgb> = {
  PhotoBook: [222, 230, 242],
  Poster: [238, 227, 216],
  Prints: [228, 238, 218],
  Canvas: [236, 225, 210],
  Calendar: [230, 224, 244],
  Card: [244, 225, 222],
};

type Draw = (P: Photon, base: PhotonImage, spec: CoverSpec, photos: PhotonImage[], tone: Rgb) => void;

/** Drops a soft shadow for an object of w×h whose top-left corner is (x, y). */
function castShadow(P: Photon, base: PhotonImage, x: number, y: number, w: number, h: number, depth = 1): void {
  const spread = 18 * depth;
  put(P, base, shadow(P, w, h, spread, 0.38), x - spread + 6 * depth, y - spread + 12 * depth);
}

const BOOK_SIZES = { landscape: [404, 310], square: [350, 350], portrait: [296, 384] } as const;

const photoBook: Draw = (P, base, spec, photos, tone) => {
  const [w, h] = BOOK_SIZES[spec.format];
  const x = (S - w) / 2;
  const y = (S - h) / 2 - 6;
  castShadow(P, base, x, y, w + 6, h + 4);
  // The page block peeks out under the board on the right and at the bottom.
  put(P, base, solid(P, w, h, [236, 232, 222]), x + 6, y + 4);
  put(P, base, solid(P, 2, h - 10, [205, 199, 187]), x + w + 2, y + 9);
  put(P, base, solid(P, w, h, tone), x, y);
  const spine = Math.round(w * 0.06);
  put(P, base, solid(P, spine, h, BLACK, 60), x, y);
  put(P, base, solid(P, 2, h, WHITE, 50), x + spine + 5, y);
  const margin = Math.round(h * 0.07);
  const photoW = w - spine - 2 * margin;
  const photoH = Math.round(h * 0.66);
  const photo = photos[0];
  if (photo) put(P, base, framed(P, photo, photoW, photoH), x + spine + margin, y + margin);
  const bandTop = y + margin + photoH;
  const title = text(P, spec.title, Math.round(h * 0.095), photoW - 8, [250, 246, 236]);
  putCentred(P, base, title, x + spine + margin + photoW / 2, bandTop + (y + h - bandTop) / 2);
};

/** A 10×15 print with its white border, its shadow under it, turned by `degrees`. */
function print(P: Photon, photo: PhotonImage | undefined, degrees: number): PhotonImage {
  const w = 282;
  const h = 196;
  const border = 10;
  const spread = 14;
  const layer = solid(P, w + 2 * spread + 8, h + 2 * spread + 10, BLACK, 0);
  put(P, layer, shadow(P, w, h, spread, 0.32), 4, 8);
  put(P, layer, solid(P, w, h, [252, 251, 247]), spread, spread);
  if (photo) put(P, layer, framed(P, photo, w - 2 * border, h - 2 * border), spread + border, spread + border);
  return turned(P, layer, degrees);
}

const prints: Draw = (P, base, _spec, photos) => {
  putCentred(P, base, print(P, photos[2], -11), S / 2 - 30, S / 2 - 50);
  putCentred(P, base, print(P, photos[1], 8), S / 2 + 32, S / 2 - 6);
  putCentred(P, base, print(P, photos[0], -3), S / 2 - 4, S / 2 + 58);
};

const poster: Draw = (P, base, _spec, photos) => {
  const w = 286;
  const h = 388;
  const x = (S - w) / 2;
  const y = (S - h) / 2 - 6;
  castShadow(P, base, x, y, w, h, 0.8);
  put(P, base, solid(P, w, h, [38, 36, 34]), x, y);
  const frame = 9;
  put(P, base, solid(P, w - 2 * frame, h - 2 * frame, [250, 249, 245]), x + frame, y + frame);
  const mount = 22;
  const photo = photos[0];
  if (photo) put(P, base, framed(P, photo, w - 2 * frame - 2 * mount, h - 2 * frame - 2 * mount), x + frame + mount, y + frame + mount);
};

const canvas: Draw = (P, base, _spec, photos) => {
  const w = 400;
  const h = 272;
  const x = (S - w) / 2 - 4;
  const y = (S - h) / 2 - 8;
  const depth = 10;
  castShadow(P, base, x, y, w + depth, h + depth, 1.2);
  const photo = photos[0];
  if (!photo) return;
  const front = framed(P, photo, w, h);
  // The wrapped edges: the photo runs on round the stretcher frame, in the shade of the front.
  const side = P.crop(front, w - depth, 0, w, h);
  const foot = P.crop(front, 0, h - depth, w, h);
  put(P, base, side, x + w, y + depth / 2);
  put(P, base, solid(P, depth, h, BLACK, 100), x + w, y + depth / 2);
  put(P, base, foot, x + depth / 2, y + h);
  put(P, base, solid(P, w, depth, BLACK, 130), x + depth / 2, y + h);
  put(P, base, front, x, y);
};

const calendar: Draw = (P, base, spec, photos, tone) => {
  const w = 304;
  const h = 400;
  const x = (S - w) / 2;
  const y = (S - h) / 2 + 4;
  castShadow(P, base, x, y, w, h, 0.8);
  put(P, base, solid(P, w, h, [253, 252, 249]), x, y);
  // The wire binding and the hanger.
  for (let i = 0; i < 15; i++) put(P, base, solid(P, 5, 16, [88, 88, 96]), x + 40 + i * 16, y - 7);
  put(P, base, solid(P, 30, 5, [88, 88, 96]), x + w / 2 - 15, y - 12);
  const pad = 16;
  const photoW = w - 2 * pad;
  const photoH = Math.round(h * 0.5);
  const photo = photos[0];
  if (photo) put(P, base, framed(P, photo, photoW, photoH), x + pad, y + pad + 6);
  const headingY = y + pad + 6 + photoH + 24;
  putCentred(P, base, text(P, spec.title, 22, photoW, mix(tone, BLACK, 0.2)), x + w / 2, headingY);
  const cell = photoW / 7;
  const gridTop = headingY + 22;
  for (let i = 0; i < 35; i++) {
    const col = i % 7;
    const row = Math.floor(i / 7);
    const marked = i === 17;
    put(P, base, solid(P, cell - 8, 14, marked ? tone : [226, 223, 232]), x + pad + col * cell + 4, gridTop + row * 22);
  }
};

const card: Draw = (P, base, spec, photos, tone) => {
  const w = 272;
  const h = 360;
  const x = (S - w) / 2 + 32;
  const y = (S - h) / 2 - 4;
  // The inside panel of the opened card, standing behind the front.
  castShadow(P, base, x - 70, y + 6, w, h - 12, 0.7);
  put(P, base, solid(P, w - 40, h - 12, mix(tone, WHITE, 0.86)), x - 70, y + 6);
  // A few handwritten lines inside.
  for (let i = 0; i < 3; i++) put(P, base, solid(P, 44 - i * 8, 3, mix(tone, WHITE, 0.45)), x - 52, y + h / 2 - 10 + i * 16);
  castShadow(P, base, x, y, w, h, 0.8);
  put(P, base, solid(P, w, h, [253, 251, 247]), x, y);
  const pad = 16;
  const photoH = Math.round(h * 0.68);
  const photo = photos[0];
  if (photo) put(P, base, framed(P, photo, w - 2 * pad, photoH), x + pad, y + pad);
  const bandTop = y + pad + photoH;
  putCentred(P, base, text(P, spec.title, 24, w - 2 * pad, tone), x + w / 2, bandTop + (y + h - bandTop) / 2);
};

const DRAWINGS: Record<string, Draw> = {
  PhotoBook: photoBook,
  Prints: prints,
  Poster: poster,
  Canvas: canvas,
  Calendar: calendar,
  Card: card,
};

/** The cover of `spec` as an RGBA image of COVER_SIZE²; `photos` are the decoded photos it names. */
export function drawCover(P: Photon, spec: CoverSpec, photos: PhotonImage[]): PhotonImage {
  const backdrop = BACKDROPS[spec.productType] ?? [232, 232, 232];
  const base = sweep(P, S, mix(backdrop, WHITE, 0.6), backdrop);
  const tone = TONES[spec.tone % TONES.length] ?? TONES[0]!;
  (DRAWINGS[spec.productType] ?? photoBook)(P, base, spec, photos, tone);
  return base;
}
