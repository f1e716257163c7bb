import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, newUser } from './helpers';

const DAY = 86_400_000;
const ageDays = (iso: string) => (Date.now() - Date.parse(iso)) / DAY;
const newAddress = {
  firstName: 'Ann',
  lastName: 'Smit',
  street: 'Damrak',
  houseNumber: '12',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  countryCode: 'NL',
  phone: '+31 20 555 1234',
};

describe('orders API', () => {
  it('lists super orders newest first with paging, and covers every status and both sides of the 30/14-day rules', async () => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired'));
    expect(all.total).toBe(13); // the 1,200-day-old one is expired
    const created = all.items.map((s: { createdAt: string }) => s.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const products = all.items.flatMap((s: { orders: unknown[] }) => s.orders);
    const statuses = new Set(products.map((o: { status: string }) => o.status));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Confirmed', 'Dispatched', 'ProductionCompleted', 'ProductionStarted', 'Received']);
    const ages = all.items.map((s: { createdAt: string }) => Math.round(ageDays(s.createdAt)));
    expect(ages).toEqual(expect.arrayContaining([5, 29, 31, 60, 400]));
    const dispatched = products
      .filter((o: { status: string }) => o.status === 'Dispatched')
      .map((o: { paymentChangedDate: string }) => Math.round(ageDays(o.paymentChangedDate)));
    expect(dispatched).toEqual(expect.arrayContaining([10, 20]));
    expect(products.some((o: { status: string; paymentStatus: string }) => o.status === 'Received' && o.paymentStatus === 'Pending')).toBe(
      true,
    );
    expect(products.some((o: { delayed: boolean }) => o.delayed)).toBe(true);
    expect(products.some((o: { voucher: string | null }) => o.voucher === 'WELCOME10')).toBe(true);
    expect(products.some((o: { canReorder: boolean }) => o.canReorder)).toBe(true);
    expect(products.some((o: { onlineVersion: { state: string } }) => o.onlineVersion.state === 'Available')).toBe(true);
    // Production sub-statuses (migration 0005): three paid products stopped before production; the rest report none.
    const sub = products.filter((o: { productionStatus: string | null }) => o.productionStatus !== null);
    expect(sub.map((o: { productionStatus: string }) => o.productionStatus).sort()).toEqual([
      'ProcessingFailed',
      'Rejected',
      'VerificationFailed',
    ]);
    expect(sub.every((o: { status: string; paymentStatus: string }) => o.status === 'Confirmed' && o.paymentStatus === 'Success')).toBe(
      true,
    );
    expect(products.filter((o: { productionStatus: string | null }) => o.productionStatus === null)).toHaveLength(products.length - 3);
    const first = all.items[0];
    expect(first).toMatchObject({
      orderCount: first.orders.length,
      currency: 'EUR',
      deliveryAddress: { type: 'Home', changeInProgress: true },
    });
    const page = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=2&Limit=3&OrderState=notExpired'));
    expect(page.items.map((s: { superOrderCode: string }) => s.superOrderCode)).toEqual(
      all.items.slice(2, 5).map((s: { superOrderCode: string }) => s.superOrderCode),
    );
    expect((await json(call(u, 'GET', '/order-api/v2/superorders/me'))).total).toBe(14);
    expect(await json(call(u, 'GET', '/order-api/v2/superorders/me?Limit=0'), 400)).toMatchObject({ field: 'Limit' });
  });

  it('answers one super order and one product to their owner only (404 otherwise)', async () => {
    const u = await newUser('empty', 'demo');
    const code = `${u.accountId * 1000 + 2}`;
    const so = await json(call(u, 'GET', `/order-api/v1/superorders/${code}`));
    expect(so).toMatchObject({ superOrderCode: code, orderCount: 2, total: 54.59 });
    // The product's own cover (issue 35 §6), as its thumbnail and as its 'thumbnail' file.
    expect(so.orders[0].thumbnailUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:8788/shop/images/covers/orders/${code}-1/[0-9a-f]{24}\\.jpg$`),
    );
    expect(so.orders[0].files).toEqual([{ purpose: 'thumbnail', url: so.orders[0].thumbnailUrl }]);
    const thumb = await SELF.fetch(so.orders[0].thumbnailUrl);
    expect(thumb.headers.get('Content-Type')).toBe('image/jpeg');
    await thumb.arrayBuffer();
    const product = await json(call(u, 'GET', `/order-api/v1/Orders/${code}-1`));
    expect(product).toMatchObject({ code: `${code}-1`, superOrderCode: code, status: 'Confirmed', voucher: 'WELCOME10' });
    expect(product.productionStatus).toBeNull();
    expect(await json(call(u, 'GET', `/order-api/v1/Orders/${u.accountId * 1000 + 12}-1`))).toMatchObject({
      status: 'Confirmed',
      productionStatus: 'VerificationFailed',
    });
    const other = await newUser();
    expect((await call(other, 'GET', `/order-api/v1/superorders/${code}`)).status).toBe(404);
    expect((await call(other, 'GET', `/order-api/v1/Orders/${code}-1`)).status).toBe(404);
  });

  it('lists products by account with article filter and paging; another account id is 404', async () => {
    const u = await newUser('empty', 'demo');
    const page = await json(call(u, 'GET', `/order-api/orders/byAccount/${u.accountId}`));
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(16);
    const books = await json(
      call(
        u,
        'GET',
        `/order-api/orders/byAccount/${u.accountId}?articleNames=${encodeURIComponent('Poster A2,Wall calendar')}&offset=0&limit=5`,
      ),
    );
    expect(books.items.map((o: { articleName: string }) => o.articleName).sort()).toEqual(['Poster A2', 'Wall calendar']);
    expect((await call(u, 'GET', `/order-api/orders/byAccount/${u.accountId + 1}`)).status).toBe(404);
  });

  it('changes the delivery address before production only (409 after), validating the address', async () => {
    const u = await newUser('empty', 'demo');
    const code = `${u.accountId * 1000 + 2}`;
    const so = await json(
      call(u, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, { orderCode: code, deliveryAddress: newAddress }),
    );
    expect(so.deliveryAddress).toEqual({ type: 'Home', address: newAddress, changeInProgress: false });
    expect(
      (
        await json(
          call(u, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, { ...newAddress, city: 'Delft', postalCode: '2611 AB' }),
        )
      ).deliveryAddress.address.city,
    ).toBe('Delft');
    expect(
      await json(
        call(u, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, { deliveryAddress: { ...newAddress, postalCode: 'x' } }),
        400,
      ),
    ).toMatchObject({ field: 'deliveryAddress.postalCode' });
    // A saved address may be sent as it is: id and isDefault are dropped.
    const saved = await json(
      call(u, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, {
        orderCode: `${code}-1`,
        deliveryAddress: { ...newAddress, id: 'abc', isDefault: true },
      }),
    );
    expect(saved.deliveryAddress.address).toEqual(newAddress);
    expect(
      await json(
        call(u, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, { deliveryAddress: { ...newAddress, extra: 1 } }),
        400,
      ),
    ).toMatchObject({ error: 'validation' });
    expect(
      (await call(u, 'PUT', `/order-api/v1/superorders/${u.accountId * 1000 + 3}/deliveryAddress`, { deliveryAddress: newAddress })).status,
    ).toBe(409);
    const other = await newUser();
    expect((await call(other, 'PUT', `/order-api/v1/superorders/${code}/deliveryAddress`, { deliveryAddress: newAddress })).status).toBe(
      404,
    );
  });

  it('answers vouchers (404 when unknown) and delivery dates (404 when none)', async () => {
    const u = await newUser('empty', 'demo');
    expect(await json(call(u, 'GET', '/order-api/api/v1/campaigns/offers/WELCOME10'))).toMatchObject({
      code: 'WELCOME10',
      discountType: 'Percentage',
      value: 10,
      expired: false,
    });
    expect((await call(u, 'GET', '/order-api/api/v1/campaigns/offers/NOPE')).status).toBe(404);
    expect(await json(call(u, 'GET', `/order-api/api/v1/campaigns/offers/byProduct/${u.accountId * 1000 + 2}-1`))).toMatchObject({
      code: 'WELCOME10',
    });
    expect((await call(u, 'GET', `/order-api/api/v1/campaigns/offers/byProduct/${u.accountId * 1000 + 3}-1`)).status).toBe(404);
    const dates = await json(call(u, 'GET', `/order-api/OrderDeliveryDates/${u.accountId * 1000 + 2}-1`));
    expect(dates.earliestDeliveryDate <= dates.latestDeliveryDate).toBe(true);
    expect((await call(u, 'GET', `/order-api/OrderDeliveryDates/${u.accountId * 1000 + 4}-1`)).status).toBe(404);
    expect((await call(u, 'GET', `/order-api/OrderDeliveryDates/${u.accountId * 1000 + 9}-1`)).status).toBe(404);
  });

  it('reorders to the shop stand-in, only for reorderable products', async () => {
    const u = await newUser('empty', 'demo');
    const yes = `${u.accountId * 1000 + 6}-1`;
    const no = `${u.accountId * 1000 + 2}-1`;
    expect(await json(call(u, 'GET', `/order-api/reorder/status/${yes}`))).toEqual({ orderCode: yes, canReorder: true });
    expect(await json(call(u, 'GET', `/order-api/reorder/status/${no}`))).toEqual({ orderCode: no, canReorder: false });
    const { ShopUrl } = await json(call(u, 'POST', `/order-api/reorder-direct?OrderCode=${yes}`));
    expect(ShopUrl).toMatch(/^http:\/\/127\.0\.0\.1:8788\/shop\/cart\?reorder=[0-9a-f-]{36}$/);
    const shop = await SELF.fetch(ShopUrl);
    expect(shop.headers.get('Content-Type')).toContain('text/html');
    expect(await shop.text()).toContain(yes);
    expect((await call(u, 'POST', `/order-api/reorder-direct?OrderCode=${no}`)).status).toBe(409);
    expect(await json(call(u, 'POST', '/order-api/reorder-direct'), 400)).toMatchObject({ field: 'OrderCode' });
    const other = await newUser();
    expect((await call(other, 'POST', `/order-api/reorder-direct?OrderCode=${yes}`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/shop/cart?reorder=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('requests an online version and lists online photo books', async () => {
    const u = await newUser('empty', 'demo');
    const list = await json(call(u, 'GET', '/order-api/v1/OnlineProducts/me'));
    expect(list.items.length).toBe(2);
    expect(list.items[0]).toMatchObject({ state: 'Available', url: expect.stringContaining('/shop/online/') });
    expect((await SELF.fetch(list.items[0].url)).status).toBe(200);
    const completed = `${u.accountId * 1000 + 4}-1`;
    expect(await json(call(u, 'POST', `/order-api/v1/Orders/${completed}/onlineVersion`), 202)).toEqual({ state: 'Requested', url: null });
    expect((await json(call(u, 'GET', `/order-api/v1/Orders/${completed}`))).onlineVersion.state).toBe('Requested');
    expect((await call(u, 'POST', `/order-api/v1/Orders/${u.accountId * 1000 + 1}-1/onlineVersion`)).status).toBe(409);
    // Rendering takes 60 s in this stand-in: move the request back in time instead of waiting.
    await env.DB.prepare('UPDATE orders SET online_version_requested_at = ? WHERE code = ?')
      .bind(new Date(Date.now() - 61_000).toISOString(), completed)
      .run();
    expect((await json(call(u, 'GET', `/order-api/v1/Orders/${completed}`))).onlineVersion).toEqual({
      state: 'Available',
      url: expect.stringContaining(`/shop/online/${completed}`),
    });
    await env.DB.prepare('UPDATE orders SET online_version = ?, online_version_requested_at = NULL WHERE code = ?')
      .bind('NotRequested', completed)
      .run();
    expect((await call(u, 'GET', `/order-api/v1/OnlineProducts/me/${completed}`)).status).toBe(404);
    expect(await json(call(u, 'GET', `/order-api/v1/OnlineProducts/me/${list.items[0].productCode}`))).toMatchObject({
      productCode: list.items[0].productCode,
    });
  });
});
