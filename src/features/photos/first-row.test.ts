import { describe, expect, it } from 'vitest';
import { justify } from '../library/justified';
import { firstRowUrls } from './first-row';

const photo = (id: string) => ({
  thumbnails: [300, 800, 1300].map((w) => ({ id: `${id}-${w}`, url: `https://m/${id}/${w}.jpg`, width: w, height: w })),
});
const options = { width: 1000, targetHeight: 200, gap: 4 };

describe('firstRowUrls', () => {
  it.each([
    // 1000 px at 200 px rows hold five 1:1 photos (4 would leave the row taller than the target).
    ['a full first row of square photos, large thumbnails', 8, 1, 800, ['p0', 'p1', 'p2', 'p3', 'p4']],
    ['the small size when the tiles show 300', 8, 1, 300, ['p0', 'p1', 'p2', 'p3', 'p4']],
    ['wide photos: fewer per row', 6, 2.5, 800, ['p0', 'p1']],
    ['a month of two photos (one short row)', 2, 1, 800, ['p0', 'p1']],
    ['no photos', 0, 1, 800, []],
  ] as const)('%s', (_, count, aspect, size, ids) => {
    const shown = Array.from({ length: count }, (_, i) => photo(`p${i}`));
    const grid = justify(new Float64Array(count).fill(aspect), options);
    expect(firstRowUrls(grid, shown, size)).toEqual(ids.map((id) => `https://m/${id}/${size}.jpg`));
  });

  it('stops at the photos loaded when the grid reserves more boxes (estimated ones)', () => {
    const grid = justify(new Float64Array(8).fill(1), options);
    expect(firstRowUrls(grid, [photo('a'), photo('b')], 800)).toEqual(['https://m/a/800.jpg', 'https://m/b/800.jpg']);
  });
});
