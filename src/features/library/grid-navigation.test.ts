import { describe, expect, it } from 'vitest';
import { arrowTarget, readingOrderStep, rovingTabId, type TileBox, verticalNeighbour } from './grid-navigation';

/** A justified grid: rows of different widths (row 2 has 2 wide photos, row 3 starts a new month lower down). */
const boxes: TileBox[] = [
  { id: 'a', top: 0, left: 0, width: 100, height: 100 },
  { id: 'b', top: 0, left: 104, width: 150, height: 100 },
  { id: 'c', top: 0, left: 258, width: 80, height: 100 },
  { id: 'd', top: 104, left: 0, width: 200, height: 100 },
  { id: 'e', top: 104, left: 204, width: 134, height: 100 },
  { id: 'f', top: 300, left: 0, width: 120, height: 100 },
];
const order = boxes.map((b) => b.id);

describe('reading order', () => {
  it('steps along the order and stops at the ends', () => {
    expect(readingOrderStep(order, 'a', 1)).toBe('b');
    expect(readingOrderStep(order, 'c', 1)).toBe('d');
    expect(readingOrderStep(order, 'd', -1)).toBe('c');
    expect(readingOrderStep(order, 'a', -1)).toBeNull();
    expect(readingOrderStep(order, 'f', 1)).toBeNull();
    expect(readingOrderStep(order, 'f', 10)).toBeNull();
    expect(readingOrderStep(order, 'zz', 1)).toBeNull();
  });

  it('left / right follow the order across rows and months', () => {
    expect(arrowTarget('ArrowRight', 'c', order, boxes)).toBe('d');
    expect(arrowTarget('ArrowRight', 'e', order, boxes)).toBe('f');
    expect(arrowTarget('ArrowLeft', 'd', order, boxes)).toBe('c');
  });
});

describe('up / down', () => {
  it('goes to the tile of the next row whose centre is nearest', () => {
    expect(verticalNeighbour(boxes, 'a', 1)).toBe('d');
    expect(verticalNeighbour(boxes, 'c', 1)).toBe('e');
    expect(verticalNeighbour(boxes, 'b', 1)).toBe('d');
    expect(verticalNeighbour(boxes, 'e', 1)).toBe('f');
    expect(verticalNeighbour(boxes, 'e', -1)).toBe('c');
    expect(verticalNeighbour(boxes, 'f', -1)).toBe('d');
    expect(verticalNeighbour(boxes, 'a', -1)).toBeNull();
  });

  it('falls back to a row length along the order when the next row is not rendered', () => {
    const firstRow = boxes.slice(0, 3);
    expect(arrowTarget('ArrowDown', 'a', order, firstRow)).toBe('d');
    expect(arrowTarget('ArrowDown', 'b', order, firstRow)).toBe('e');
    expect(arrowTarget('ArrowUp', 'a', order, firstRow)).toBeNull();
  });
});

describe('roving tab stop', () => {
  it('is the last focused tile while rendered, else the first rendered one', () => {
    expect(rovingTabId(['a', 'b', 'c'], 'b')).toBe('b');
    expect(rovingTabId(['a', 'b', 'c'], 'z')).toBe('a');
    expect(rovingTabId(['a', 'b', 'c'], null)).toBe('a');
    expect(rovingTabId([], 'a')).toBeNull();
  });
});
