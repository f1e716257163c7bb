/**
 * The seed image pool: POOL_SIZE distinct real JPEGs (1600×1200, every fourth one portrait) and
 * their thumbnails, drawn procedurally and stored once per bucket under `pool/NN/`. Seeded photo
 * rows point at these (media_key 'pool/NN'), so 1,000,000 rows cost no extra image bytes.
 */
import { PhotonImage } from '@cf-wasm/photon/workerd';
import type { UpstreamBindings } from '../../env';
import { thumbnails } from '../images/thumbnails';

export const POOL_SIZE = 24;

export const poolKey = (i: number) => `pool/${String(i).padStart(2, '0')}`;
export const poolSize = (i: number) => (i % 4 === 3 ? { width: 1200, height: 1600 } : { width: 1600, height: 1200 });

/** A sky/ground landscape with a sun and hills; hue and layout vary by index. */
function draw(i: number, width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 4);
  const hue = (i * 360) / POOL_SIZE;
  const [sr, sg, sb] = hsl(hue, 0.55, 0.72);
  const [gr, gg, gb] = hsl((hue + 140) % 360, 0.45, 0.35);
  const sunX = width * (0.2 + ((i * 7) % 10) / 16);
  const sunY = height * (0.18 + ((i * 3) % 5) / 20);
  const sunR = Math.min(width, height) * (0.06 + (i % 3) * 0.02);
  const waves = 1 + (i % 5);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const horizon = height * (0.6 + 0.08 * Math.sin((x / width) * Math.PI * waves + i));
      let r: number, g: number, b: number;
      if (y > horizon) {
        const shade = 1 - ((y - horizon) / (height - horizon)) * 0.5;
        r = gr * shade; g = gg * shade; b = gb * shade;
      } else {
        const t = y / horizon;
        r = sr * (0.7 + 0.3 * t); g = sg * (0.7 + 0.3 * t); b = sb;
        const dx = x - sunX, dy = y - sunY;
        if (dx * dx + dy * dy < sunR * sunR) { r = 255; g = 236; b = 170; }
      }
      px[o] = r; px[o + 1] = g; px[o + 2] = b; px[o + 3] = 255;
    }
  }
  return px;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** Creates the missing pool images (the last thumbnail of each is written last: its presence marks done). */
export async function ensurePool(env: Pick<UpstreamBindings, 'BUCKET'>): Promise<void> {
  for (let i = 0; i < POOL_SIZE; i++) {
    const key = poolKey(i);
    if (await env.BUCKET.head(`${key}/300.jpg`)) continue;
    const { width, height } = poolSize(i);
    const image = new PhotonImage(draw(i, width, height), width, height);
    const original = image.get_bytes_jpeg(85);
    const rendered = thumbnails(image);
    await env.BUCKET.put(`${key}/original`, original, { httpMetadata: { contentType: 'image/jpeg' } });
    for (const t of rendered.thumbs) await env.BUCKET.put(`${key}/${t.width}.jpg`, t.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
  }
}
