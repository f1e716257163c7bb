/**
 * The seed image pool: POOL_SIZE distinct real JPEGs (1600×1200, every fourth one portrait) and
 * their thumbnails under `pool/NN/`. Seeded photo rows point at these (media_key 'pool/NN'), so
 * 1,000,000 rows cost no extra image bytes.
 *
 * The images are procedural landscapes drawn at each variant's own size, and each variant is made
 * on first use and then kept in R2 (once per database): seeding stays instant, a first timeline
 * page costs 24 small thumbnails (~15 ms each), and only a zip pays for the ~0.6 s originals.
 * Encoding every original eagerly would cost ~25 s of CPU per fresh database (photon's JPEG
 * encoder is ~0.5 s per 2 MP image), which every test file and every fresh `npm start` would pay.
 */
import type { UpstreamBindings } from '../../env';
import { thumbSize } from '../domain/photo-view';
import { loadPhoton } from '../images/photon';
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
  const horizons = new Float64Array(width);
  for (let x = 0; x < width; x++) horizons[x] = height * (0.6 + 0.08 * Math.sin((x / width) * Math.PI * waves + i));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const horizon = horizons[x]!;
      let r: number, g: number, b: number;
      if (y > horizon) {
        const shade = 1 - ((y - horizon) / (height - horizon)) * 0.5;
        r = gr * shade;
        g = gg * shade;
        b = gb * shade;
      } else {
        const t = y / horizon;
        r = sr * (0.7 + 0.3 * t);
        g = sg * (0.7 + 0.3 * t);
        b = sb;
        const dx = x - sunX,
          dy = y - sunY;
        if (dx * dx + dy * dy < sunR * sunR) {
          r = 255;
          g = 236;
          b = 170;
        }
      }
      px[o] = r;
      px[o + 1] = g;
      px[o + 2] = b;
      px[o + 3] = 255;
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

const POOL_KEY = /^pool\/(\d{2})$/;
const inFlight = new Map<string, Promise<void>>();

/**
 * Makes sure `${mediaKey}/${variant}` exists in R2 when `mediaKey` is a pool key (no-op otherwise).
 * Concurrent requests for the same variant in one isolate share one rendering.
 */
export async function ensurePoolObject(env: Pick<UpstreamBindings, 'BUCKET'>, mediaKey: string, variant: string): Promise<void> {
  const match = POOL_KEY.exec(mediaKey);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= POOL_SIZE) return;
  const key = `${mediaKey}/${variant}`;
  let job = inFlight.get(key);
  if (!job) {
    job = (async () => {
      if (await env.BUCKET.head(key)) return;
      const full = poolSize(index);
      const target = variant === 'original' ? full.width : Number(variant.replace('.jpg', ''));
      if (!Number.isInteger(target) || target <= 0) return;
      const size = thumbSize(full.width, full.height, target);
      const { PhotonImage } = await loadPhoton();
      const image = new PhotonImage(draw(index, size.width, size.height), size.width, size.height);
      const bytes = image.get_bytes_jpeg(variant === 'original' ? 85 : 82);
      image.free();
      await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  await job;
}
