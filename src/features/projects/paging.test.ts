import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { projectsApi } from '../../shared/api/projects';
import { PROJECT_PAGE_SIZE } from '../../shared/queries/projects';
import { clampPage, pageCount, projectSkip } from './paging';

describe('saved projects paging', () => {
  it('page size is 10 (account-area §9), one constant for the page and the call', () => {
    expect(PROJECT_PAGE_SIZE).toBe(10);
  });
  it.each([
    [1, 10, 0],
    [2, 10, 10],
    [3, 10, 20],
    [10, 10, 90],
    [2, 5, 5],
    [0, 10, 0],
    [-3, 10, 0],
  ])('page %i size %i → skip %i', (page, size, skip) => expect(projectSkip(page, size)).toBe(skip));
  // The real call (GET /api/v2/projects/{accountId}?skip&limit) asks exactly the rule's skip; the
  // worker's client names the account (ownAccount), the browser's names `me` (the /api proxy puts the id in).
  it.each([1, 2, 3, 10])('the projects call for page %i asks skip = (page − 1) × 10, limit 10', async (page) => {
    const { http, calls } = fakeHttp({ 'GET /api/v2/projects/7': { body: { projects: [], totalProjectCount: 0 } } });
    await projectsApi(http, async () => 7).page(page, PROJECT_PAGE_SIZE);
    expect(calls.map((c) => c.url)).toEqual([`http://up.test/base/api/v2/projects/7?skip=${projectSkip(page)}&limit=10`]);
  });
  it('the browser names the owner `me`', async () => {
    const { http, calls } = fakeHttp({ 'GET /api/v2/projects/me': { body: { projects: [], totalProjectCount: 0 } } });
    await projectsApi(http).page(2, PROJECT_PAGE_SIZE);
    expect(calls.map((c) => c.url)).toEqual(['http://up.test/base/api/v2/projects/me?skip=10&limit=10']);
  });
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [23, 3],
    [30, 3],
    [31, 4],
  ])('%i projects → %i pages', (total, pages) => expect(pageCount(total)).toBe(pages));
  it.each([
    [5, 23, 3],
    [0, 23, 1],
    [2, 23, 2],
    [2, 0, 1],
    [Number.NaN, 23, 1],
    [2.7, 23, 2],
  ])('page %d of %i projects → %i', (page, total, out) => expect(clampPage(page, total)).toBe(out));
});
