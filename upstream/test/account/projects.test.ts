import { describe, expect, it } from 'vitest';
import { call, json, newUser } from './helpers';

describe('saved projects', () => {
  it('pages projects with skip/limit and totalProjectCount; another account is 404; delete works once', async () => {
    const u = await newUser('empty', 'demo');
    const p1 = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=0&limit=10`));
    expect(p1.totalProjectCount).toBe(23);
    expect(p1.projects).toHaveLength(10);
    expect(Object.keys(p1.projects[0]).sort()).toEqual(['id', 'productType', 'thumbnailUrl', 'title', 'updated']);
    const p3 = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=20&limit=10`));
    expect(p3.projects).toHaveLength(3);
    expect(await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=-1`), 400)).toMatchObject({ field: 'skip' });
    const other = await newUser();
    expect((await call(other, 'GET', `/project-api/api/v2/projects/${u.accountId}`)).status).toBe(404);
    const id = p1.projects[0].id;
    expect((await call(other, 'DELETE', `/project-api/api/v2/project/${id}`)).status).toBe(404);
    expect((await call(u, 'DELETE', `/project-api/api/v2/project/${id}`)).status).toBe(204);
    expect((await call(u, 'DELETE', `/project-api/api/v2/project/${id}`)).status).toBe(404);
    expect((await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}`))).totalProjectCount).toBe(22);
  });
});
