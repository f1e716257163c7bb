import type { UpstreamBindings } from '../env';

/**
 * Product thumbnails of the shop stand-in (issue 17 §6): one small illustration per product type
 * (a photo book, a poster on a wall, a stack of prints...), drawn here as SVG, written to R2 when
 * the upstream is seeded and served from R2 like the real shop's CDN images. SVG keeps the repo
 * free of binary assets. Order lines and projects show their own covers since issue 35 §6
 * (covers/); these stay the type's picture where no personal cover may show (the editor stand-in)
 * and the fallback of a gallery entry without a product.
 */

export const PRODUCT_TYPES = ['PhotoBook', 'Poster', 'Prints', 'Canvas', 'Calendar', 'Card'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Thumbnails change only with a new seed: a day in any cache. */
export const CACHE_CONTROL = 'public, max-age=86400';

/** R2 key of a product type's thumbnail. */
export const productImageKey = (type: string) => `shop/products/${type}.svg`;

const SKY = '#9fd3f0';
const HILL = '#5c8a1e';
const SUN = '#f6c343';

/** A small landscape "photo" at (x, y) of size w×h: what every product shows on its face. */
function photo(x: number, y: number, w: number, h: number, tint = SKY): string {
  const sx = x + w * 0.72;
  const sy = y + h * 0.3;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tint}"/>` +
    `<circle cx="${sx}" cy="${sy}" r="${Math.min(w, h) * 0.12}" fill="${SUN}"/>` +
    `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.5} L${x + w * 0.6} ${y + h * 0.75} L${x + w * 0.8} ${y + h * 0.55} L${x + w} ${y + h * 0.8} L${x + w} ${y + h} Z" fill="${HILL}"/>`
  );
}

const DRAWINGS: Record<ProductType, { background: string; body: string }> = {
  PhotoBook: {
    background: '#e8eef6',
    body:
      '<rect x="58" y="66" width="190" height="170" rx="6" fill="#1f2a44"/>' +
      '<rect x="52" y="60" width="190" height="170" rx="6" fill="#2d3b5e"/>' +
      '<rect x="52" y="60" width="14" height="170" fill="#1f2a44"/>' +
      photo(86, 84, 136, 100) +
      '<rect x="102" y="198" width="104" height="8" rx="4" fill="#ffffff" opacity="0.8"/>',
  },
  Poster: {
    background: '#f4ece4',
    body: `<rect x="70" y="38" width="160" height="224" fill="#ffffff" stroke="#d6cfc6" stroke-width="2"/>${photo(82, 50, 136, 200, '#f2b8c6')}`,
  },
  Prints: {
    background: '#eef4e6',
    body:
      '<g transform="rotate(-10 150 150)"><rect x="62" y="78" width="150" height="112" fill="#ffffff" stroke="#cfd8c4" stroke-width="2"/>' +
      `${photo(70, 86, 134, 96, '#c9e4f5')}</g>` +
      '<g transform="rotate(6 150 150)"><rect x="88" y="108" width="150" height="112" fill="#ffffff" stroke="#cfd8c4" stroke-width="2"/>' +
      `${photo(96, 116, 134, 96)}</g>`,
  },
  Canvas: {
    background: '#f3ebe0',
    body:
      '<rect x="56" y="76" width="196" height="150" fill="#a66a00"/>' +
      `${photo(50, 70, 196, 150, '#b6d7ea')}` +
      '<rect x="50" y="70" width="196" height="150" fill="none" stroke="#6b4500" stroke-width="3"/>',
  },
  Calendar: {
    background: '#efeaf8',
    body:
      '<rect x="66" y="44" width="168" height="214" rx="4" fill="#ffffff" stroke="#d3cbe6" stroke-width="2"/>' +
      '<rect x="80" y="36" width="8" height="20" rx="3" fill="#6b4fbb"/><rect x="212" y="36" width="8" height="20" rx="3" fill="#6b4fbb"/>' +
      `${photo(78, 58, 144, 104)}` +
      Array.from({ length: 20 }, (_, i) => {
        const cx = 86 + (i % 5) * 30;
        const cy = 180 + Math.floor(i / 5) * 18;
        return `<rect x="${cx}" y="${cy}" width="18" height="10" rx="2" fill="${i === 12 ? '#6b4fbb' : '#e3def0'}"/>`;
      }).join(''),
  },
  Card: {
    background: '#f8e9e7',
    body:
      '<path d="M150 70 L240 92 L240 236 L150 214 Z" fill="#f3d0cb"/>' +
      '<path d="M60 92 L150 70 L150 214 L60 236 Z" fill="#ffffff" stroke="#e2b9b3" stroke-width="2"/>' +
      `${photo(74, 104, 62, 84, '#f2b8c6')}`,
  },
};

/** The SVG of a product type (unknown types get a neutral photo). */
export function productImageSvg(type: string): string {
  const d = (DRAWINGS as Record<string, { background: string; body: string }>)[type] ?? {
    background: '#eeeeee',
    body: photo(60, 80, 180, 140),
  };
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">' +
    `<rect width="300" height="300" fill="${d.background}"/>${d.body}</svg>`
  );
}

/** Writes every product type's thumbnail to R2 (seed time; overwriting keeps it idempotent). */
export async function seedProductImages(env: Pick<UpstreamBindings, 'BUCKET'>): Promise<void> {
  await Promise.all(
    PRODUCT_TYPES.map((type) =>
      env.BUCKET.put(productImageKey(type), productImageSvg(type), {
        httpMetadata: { contentType: 'image/svg+xml', cacheControl: CACHE_CONTROL },
      }),
    ),
  );
}
