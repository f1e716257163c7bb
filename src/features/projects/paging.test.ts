import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, projectSkip, PROJECTS_PAGE_SIZE } from './paging';

describe('saved projects paging', () => {
  it('page size is 10', () => expect(PROJECTS_PAGE_SIZE).toBe(10));
  it.each([
    [1, 10, 0], [2, 10, 10], [3, 10, 20], [10, 10, 90], [2, 5, 5], [0, 10, 0], [-3, 10, 0],
  ])('page %i size %i → skip %i', (page, size, skip) => expect(projectSkip(page, size)).toBe(skip));
  it.each([
    [0, 1], [1, 1], [10, 1], [11, 2], [23, 3], [30, 3], [31, 4],
  ])('%i projects → %i pages', (total, pages) => expect(pageCount(total)).toBe(pages));
  it.each([
    [5, 23, 3], [0, 23, 1], [2, 23, 2], [2, 0, 1], [Number.NaN, 23, 1], [2.7, 23, 2],
  ])('page %d of %i projects → %i', (page, total, out) => expect(clampPage(page, total)).toBe(out));
});
