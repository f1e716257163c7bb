import type { UpstreamBindings } from '../../env';
import type { SeedUser } from '../../seed/types';
import { DAY_MS } from '../common';
import { coverPath, orderCoverSpec, projectCoverSpec } from '../covers/spec';
import type { AccountSeed } from './model';
import { productCode, superCode } from './model';

type Env = Pick<UpstreamBindings, 'DB'>;

const VOUCHERS = [
  {
    code: 'WELCOME10',
    title: 'Welcome discount',
    description: '10% off your first photo book',
    type: 'Percentage',
    value: 10,
    currency: 'EUR',
    validDays: 365,
  },
  { code: 'SPRING5', title: 'Spring offer', description: 'Discount on prints', type: 'Amount', value: 5, currency: 'EUR', validDays: 60 },
  {
    code: 'EXPIRED20',
    title: 'Last year’s sale',
    description: '20% off (expired)',
    type: 'Percentage',
    value: 20,
    currency: 'EUR',
    validDays: -30,
  },
];

/** Shared campaign vouchers (idempotent). */
export async function seedVouchers(env: Env, now: number): Promise<void> {
  await env.DB.batch(
    VOUCHERS.map((v) =>
      env.DB.prepare(
        `INSERT INTO vouchers (code, title, description, discount_type, value, currency, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (code) DO UPDATE SET valid_until = excluded.valid_until, title = excluded.title, description = excluded.description`,
      ).bind(v.code, v.title, v.description, v.type, v.value, v.currency, new Date(now + v.validDays * DAY_MS).toISOString()),
    ),
  );
}

/** Deletes then rewrites one user's account data in a single batch (one transaction). */
export async function writeAccountSeed(env: Env, user: SeedUser, seed: AccountSeed, now: number): Promise<void> {
  const db = env.DB;
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const day = (daysAgo: number) => iso(daysAgo).slice(0, 10);
  const u = user.id;
  const stmts: D1PreparedStatement[] = [
    // Re-seeding refreshes the data so the relative dates (5, 29, 31 days ago…) stay true.
    ...[
      'gallery_entries',
      'widgets',
      'projects',
      'reorders',
      'orders',
      'super_orders',
      'invoice_groups',
      'historical_invoices',
      'map_pdfs',
      'addresses',
      'customers',
    ].map((t) => db.prepare(`DELETE FROM ${t} WHERE user_id = ?`).bind(u)),
  ];
  const c = seed.customer;
  stmts.push(
    db
      .prepare(
        `INSERT INTO customers (user_id, first_name, last_name, date_of_birth, company_name, b2b_status, newsletter, payment_type, ftp_callback_url, ftp_callback_format, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        u,
        c.firstName,
        c.lastName,
        c.dateOfBirth,
        c.companyName,
        c.b2bStatus,
        c.newsletter ? 1 : 0,
        c.paymentType,
        c.ftp?.url ?? null,
        c.ftp?.format ?? null,
        iso(0),
      ),
  );
  seed.addresses.forEach((a, i) => {
    stmts.push(
      db
        .prepare(
          `INSERT INTO addresses (id, user_id, first_name, last_name, street, house_number, postal_code, city, country_code, phone, is_default, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          u,
          a.firstName,
          a.lastName,
          a.street,
          a.houseNumber,
          a.postalCode,
          a.city,
          a.countryCode,
          a.phone,
          a.isDefault ? 1 : 0,
          iso(100 - i),
        ),
    );
  });
  const hasInvoice = new Set(seed.invoiceGroups.map((g) => g.superOrderCode));
  // Each product's own cover (issue 35 §6), by product code: widgets and their gallery show it too.
  const covers = new Map<string, string>();
  for (const so of seed.superOrders) {
    const code = superCode(user.accountId, so.n);
    const address = seed.addresses.find((a) => a.isDefault) ?? {
      firstName: seed.customer.firstName,
      lastName: seed.customer.lastName,
      street: 'Damrak',
      houseNumber: '1',
      postalCode: '1012 LG',
      city: 'Amsterdam',
      countryCode: 'NL',
      phone: '+31 20 000 0000',
    };
    const { isDefault: _d, ...plain } = address as typeof address & { isDefault?: boolean };
    void _d;
    const delivery =
      so.delivery === 'PickupPoint' ? { ...plain, street: 'Pickup point Albert Heijn', houseNumber: '12', city: plain.city } : plain;
    stmts.push(
      db
        .prepare(
          `INSERT INTO super_orders (code, user_id, account_id, channel, created_at, currency, delivery_type, delivery_address, change_in_progress) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          code,
          u,
          user.accountId,
          so.channel ?? 'Albelli',
          iso(so.daysAgo),
          so.currency ?? 'EUR',
          so.delivery,
          JSON.stringify(delivery),
          so.changeInProgress ? 1 : 0,
        ),
    );
    for (const [i, p] of so.products.entries()) {
      const pc = productCode(user.accountId, so.n, i + 1);
      const cover = await coverPath(
        'orders',
        pc,
        u,
        orderCoverSpec({ code: pc, product_type: p.productType, article_name: p.articleName }),
      );
      covers.set(pc, cover);
      const files = [{ purpose: 'thumbnail', url: cover }];
      if (p.status === 'ProductionCompleted' || p.status === 'Dispatched')
        files.push({ purpose: 'product.pdf', url: `/unzip-pdf-api/v1/pdf/me/${pc}` });
      if (hasInvoice.has(code)) files.push({ purpose: 'invoice', url: `/invoice-api/api/v1/InvoiceGroupFiles/me/INV-${code}` });
      const dates = p.status !== 'Cancelled' && p.deliveryDates !== false;
      stmts.push(
        db
          .prepare(
            `INSERT INTO orders (code, super_order_code, user_id, position, status, payment_status, payment_changed_date, article_name, product_type, quantity, thumbnail_url, price,
             voucher, files, delayed, reorderable, online_version, online_version_requested_at, delivery_earliest, delivery_latest, blocked, production_status)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            pc,
            code,
            u,
            i,
            p.status,
            p.paymentStatus,
            iso(p.paymentChangedDaysAgo ?? so.daysAgo),
            p.articleName,
            p.productType,
            p.quantity,
            cover,
            p.price,
            p.voucher ?? null,
            JSON.stringify(files),
            p.delayed ? 1 : 0,
            p.reorderable ? 1 : 0,
            p.onlineVersion ?? 'NotRequested',
            p.onlineVersion === 'Available' ? iso(so.daysAgo - 1) : null,
            dates ? day(so.daysAgo - 4) : null,
            dates ? day(so.daysAgo - 7) : null,
            p.blocked ? 1 : 0,
            p.productionStatus ?? null,
          ),
      );
    }
  }
  for (const [i, p] of seed.projects.entries()) {
    const id = `${user.accountId}-P${String(i + 1).padStart(3, '0')}`;
    const cover = await coverPath('projects', id, u, projectCoverSpec({ id, product_type: p.productType, title: p.title }));
    stmts.push(
      db
        .prepare('INSERT INTO projects (id, user_id, account_id, title, product_type, thumbnail_url, updated) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(id, u, user.accountId, p.title, p.productType, cover, iso(p.updatedDaysAgo)),
    );
  }
  for (const w of seed.widgets) {
    const widgetId = `W-${w.productCode}`;
    stmts.push(
      db
        .prepare('INSERT INTO widgets (product_code, id, user_id, title, created_at, refreshed_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(w.productCode, widgetId, u, 'Photo book', iso(30), iso(2)),
    );
    w.gallery.forEach((g, i) => {
      stmts.push(
        db
          .prepare(
            `INSERT INTO gallery_entries (id, user_id, widget_id, channel, title, description, category_id, image_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            `G-${w.productCode}-${i + 1}`,
            u,
            widgetId,
            g.channel,
            g.title,
            g.description,
            g.categoryId,
            covers.get(w.productCode) ?? '/shop/images/PhotoBook.svg',
            iso(20 - i),
            iso(10 - i),
          ),
      );
    });
  }
  for (const g of seed.invoiceGroups) {
    const so = seed.superOrders.find((s) => superCode(user.accountId, s.n) === g.superOrderCode);
    const amount = Math.round((so?.products.filter((p) => p.status !== 'Cancelled').reduce((s, p) => s + p.price, 0) ?? 0) * 100) / 100;
    stmts.push(
      db
        .prepare('INSERT INTO invoice_groups (id, user_id, order_ref, created_at, amount, currency) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(`INV-${g.superOrderCode}`, u, g.superOrderCode, iso(g.daysAgo), amount, 'EUR'),
    );
  }
  seed.historicalInvoices.forEach((h, i) => {
    stmts.push(
      db
        .prepare(
          'INSERT INTO historical_invoices (id, user_id, order_ref, channel, invoice_date, amount, currency) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(`HI-${user.accountId}-${i + 1}`, u, h.orderRef, h.channel, iso(h.daysAgo), h.amount, 'EUR'),
    );
  });
  seed.mapPdfs.forEach((m, i) => {
    stmts.push(
      db
        .prepare('INSERT INTO map_pdfs (id, user_id, name, order_ref, created_at) VALUES (?, ?, ?, ?, ?)')
        .bind(`MAP-${user.accountId}-${i + 1}`, u, m.name, m.orderRef, iso(m.daysAgo)),
    );
  });
  await db.batch(stmts);
}
