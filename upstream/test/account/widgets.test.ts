import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, mailbox, newUser } from './helpers';

const b64 = (s: string) => btoa(s);

describe('widgets and gallery', () => {
  it('reads, refreshes, lists and deletes widgets; no widget answers 401 as the real service', async () => {
    const u = await newUser('empty', 'demo');
    const code = `${u.accountId * 1000 + 10}-1`;
    const w = await json(call(u, 'GET', `/widget-api/v1/widget/${code}`));
    expect(w).toMatchObject({
      productCode: code,
      widgetId: `W-${code}`,
      previewUrl: expect.stringContaining(`/shop/widgets/${code}/preview`),
    });
    expect((await call(u, 'GET', `/widget-api/v1/widget/${u.accountId * 1000 + 2}-1`)).status).toBe(401);
    const other = await newUser();
    expect((await call(other, 'GET', `/widget-api/v1/widget/${code}`)).status).toBe(401);
    const all = await json(call(u, 'GET', `/widget-api/v1/widget/all?orderCodes=${code},${u.accountId * 1000 + 6}-1,nope`));
    expect(all.widgets.map((x: { productCode: string }) => x.productCode).sort()).toEqual([`${u.accountId * 1000 + 6}-1`, code].sort());
    const created = await json(call(u, 'POST', `/widget-api/v1/widget/${u.accountId * 1000 + 2}-1`));
    expect(created.productCode).toBe(`${u.accountId * 1000 + 2}-1`);
    expect((await call(other, 'POST', `/widget-api/v1/widget/${code}`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/widget-api/v1/widget/${code}`)).status).toBe(404);
    expect((await call(u, 'DELETE', `/widget-api/v1/widget/${code}`)).status).toBe(204);
    expect((await call(u, 'GET', `/widget-api/v1/widget/${code}`)).status).toBe(401);
  });

  it("serves a widget's preview as the product's image (not an HTML page)", async () => {
    const u = await newUser('empty', 'demo');
    const code = `${u.accountId * 1000 + 10}-1`;
    const w = await json(call(u, 'GET', `/widget-api/v1/widget/${code}`));
    const res = await SELF.fetch(w.previewUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    // The product's own cover (issue 35 §6), the one its order line shows.
    const product = await json(call(u, 'GET', `/order-api/v1/Orders/${code}`));
    expect(res.headers.get('Location')).toBe(product.thumbnailUrl);
    const image = await SELF.fetch(res.headers.get('Location') ?? '');
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    await image.arrayBuffer();
    // A code without a widget has no preview.
    expect((await SELF.fetch(`${BASE}/shop/widgets/${u.accountId * 1000 + 2}-1/preview`, { redirect: 'manual' })).status).toBe(404);
  });

  it('shares a widget by e-mail (recipient base64-encoded) and the mail lands in the mailbox', async () => {
    const u = await newUser('empty', 'demo');
    const code = `${u.accountId * 1000 + 10}-1`;
    const to = `friend-${crypto.randomUUID()}@example.com`;
    const shared = await json(
      call(u, 'PUT', `/widget-api/v1/widget/${code}/share`, {
        vendorId: 'albelli-nl',
        fromName: 'Sanne',
        personalMessage: 'Look!',
        toEmailAddress: b64(to),
      }),
    );
    expect(shared).toEqual({ shared: true, toEmailAddress: to });
    const [mail] = await mailbox(to);
    expect(mail?.subject).toContain('Sanne');
    expect(mail?.text).toContain('Look!');
    expect(mail?.links[0]).toContain(`/shop/online/${code}`);
    expect(
      await json(
        call(u, 'PUT', `/widget-api/v1/widget/${code}/share`, {
          vendorId: 'albelli-nl',
          fromName: 'Sanne',
          toEmailAddress: b64('not-an-email'),
        }),
        400,
      ),
    ).toMatchObject({ field: 'toEmailAddress' });
    expect(
      await json(
        call(u, 'PUT', `/widget-api/v1/widget/${code}/share`, { vendorId: 'albelli-nl', fromName: '', toEmailAddress: b64(to) }),
        400,
      ),
    ).toMatchObject({ field: 'fromName' });
  });

  it('creates, reads, updates and deletes gallery entries per channel; categories; blocked orders without a token', async () => {
    const u = await newUser('empty', 'demo');
    const list = await json(call(u, 'GET', '/widget-api/v1/galleryentries?channel=PB-GB'));
    expect(list.items).toHaveLength(2);
    const widgetId = `W-${u.accountId * 1000 + 10}-1`;
    const entry = await json(
      call(u, 'POST', '/widget-api/v1/galleryentries/', { widgetId, channel: 'albelli-be', title: 'New entry', categoryId: 'family' }),
      201,
    );
    expect(entry).toMatchObject({ widgetId, channel: 'albelli-be', title: 'New entry', description: '', categoryId: 'family' });
    expect(await json(call(u, 'GET', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`))).toEqual(entry);
    expect((await call(u, 'GET', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-nl`)).status).toBe(404);
    const updated = await json(
      call(u, 'PUT', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`, {
        title: 'Renamed',
        description: 'x',
        categoryId: 'travel',
      }),
    );
    expect(updated).toMatchObject({ title: 'Renamed', categoryId: 'travel' });
    expect(
      await json(call(u, 'PUT', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`, { title: '', categoryId: 'travel' }), 400),
    ).toMatchObject({ field: 'title' });
    expect(
      await json(
        call(u, 'POST', '/widget-api/v1/galleryentries/', { widgetId, channel: 'albelli-be', title: 'x', categoryId: 'nope' }),
        400,
      ),
    ).toMatchObject({ field: 'categoryId' });
    const other = await newUser();
    expect((await call(other, 'GET', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`)).status).toBe(404);
    expect(
      (await call(other, 'POST', '/widget-api/v1/galleryentries/', { widgetId, channel: 'albelli-be', title: 'x', categoryId: 'family' }))
        .status,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`)).status).toBe(404);
    expect((await call(u, 'DELETE', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`)).status).toBe(204);
    expect((await call(u, 'GET', `/widget-api/v1/galleryentries/${entry.id}?channel=albelli-be`)).status).toBe(404);
    expect((await json(call(u, 'GET', '/widget-api/v1/categories'))).categories.length).toBeGreaterThan(3);
    const blocked = await SELF.fetch(`${BASE}/widget-api/v1/blockedorders/${u.accountId * 1000 + 8}-1`);
    expect(await blocked.json()).toEqual({ orderCode: `${u.accountId * 1000 + 8}-1`, blocked: true });
    expect(await (await SELF.fetch(`${BASE}/widget-api/v1/blockedorders/unknown`)).json()).toEqual({
      orderCode: 'unknown',
      blocked: false,
    });
  });
});
