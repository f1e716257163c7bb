import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, newUser } from './helpers';

describe('saved projects', () => {
  it('pages projects with skip/limit and totalProjectCount; another account is 404; delete works once', async () => {
    const u = await newUser('empty', 'demo');
    const p1 = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=0&limit=10`));
    expect(p1.totalProjectCount).toBe(23);
    expect(p1.projects).toHaveLength(10);
    expect(Object.keys(p1.projects[0]).sort()).toEqual(['id', 'productType', 'productTypeName', 'thumbnailUrl', 'title', 'updated']);
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

  it("the editor's stand-in opens a saved project by id, without personal data", async () => {
    const u = await newUser('empty', 'demo');
    const [p] = (await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=0&limit=1`))).projects;
    const res = await SELF.fetch(`${BASE}/editor?projectId=${encodeURIComponent(p.id)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`data-testid="project-id">${p.id}<`);
    expect(html).toContain(`data-testid="product-type">${p.productType}<`);
    expect(html).not.toContain(p.title);
    // Nor the project's cover, which shows the title (issue 35 §6): the product type's picture.
    expect(html).not.toContain(new URL(p.thumbnailUrl).pathname);
    expect(html).toContain(`/shop/images/${p.productType}.svg`);
    expect((await SELF.fetch(`${BASE}/editor?projectId=nope`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/editor`)).status).toBe(400);
  });
});
