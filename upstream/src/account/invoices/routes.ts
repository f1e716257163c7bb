import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { translate } from '../../locale/content';
import { viewOf } from '../../locale/negotiate';
import { amountFor } from '../../locale/prices';
import { auth } from '../auth';
import { VENDORS } from '../catalogue/vendors';
import { loadUser, publicUrl } from '../common';
import { loadCustomer } from '../customer/repo';
import { loadOrder, loadSuperOrder } from '../orders/repo';
import { orderView, superOrderView } from '../orders/view';
import { pdfHeaders } from '../pdf/document';
import { invoicePdf, mapPdf } from './documents';

const id = z.string().trim().min(1).max(64);

async function customerName(c: { env: UpstreamEnv['Bindings'] }, userId: string) {
  const customer = await loadCustomer(c.env, userId);
  return {
    name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    company: customer?.companyName ?? null,
    email: customer?.email ?? '',
  };
}

/** Invoices (current groups, historical), map PDFs, product files and the unzip-pdf download. */
export function registerInvoiceApi(app: Hono<UpstreamEnv>): void {
  // Listing of current invoice groups: the spec only shows the blob call; the list is ours.
  app.get('/invoice-api/api/v1/InvoiceGroupFiles/me', ...auth, async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM invoice_groups WHERE user_id = ? ORDER BY created_at DESC, id')
      .bind(c.var.userId)
      .all();
    const rows = z
      .array(z.object({ id: z.string(), order_ref: z.string(), created_at: z.string(), amount: z.number(), currency: z.string() }))
      .parse(results);
    const view = viewOf(c);
    // In the market's currency; a group's amount is its order's shown total, so both pages agree.
    const amounts = await Promise.all(
      rows.map(async (r) => {
        const so = await loadSuperOrder(c.env, c.var.userId, r.order_ref);
        return so ? { amount: superOrderView(so, view).total, currency: view.currency } : amountFor(r.amount, r.currency, view.currency);
      }),
    );
    return c.json({
      invoiceGroups: rows.map((r, i) => ({
        id: r.id,
        orderRef: r.order_ref,
        createdAt: r.created_at,
        amount: amounts[i]?.amount ?? r.amount,
        currency: amounts[i]?.currency ?? r.currency,
        url: publicUrl(c.env, `/invoice-api/api/v1/InvoiceGroupFiles/me/${encodeURIComponent(r.id)}`),
      })),
    });
  });

  app.get('/invoice-api/api/v1/InvoiceGroupFiles/me/:id', ...auth, validate('param', z.object({ id })), async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM invoice_groups WHERE id = ? AND user_id = ?')
      .bind(c.req.valid('param').id, c.var.userId)
      .first();
    if (!row) return jsonError(c, 404, 'not_found', 'invoice not found');
    const g = z
      .object({ id: z.string(), order_ref: z.string(), created_at: z.string(), amount: z.number(), currency: z.string() })
      .parse(row);
    const view = viewOf(c);
    const found = await loadSuperOrder(c.env, c.var.userId, g.order_ref);
    const so = found ? superOrderView(found, view) : null;
    const who = await customerName(c, c.var.userId);
    const lines = so?.orders
      .filter((o) => o.status !== 'Cancelled')
      .map((o) => ({ name: o.articleName, quantity: o.quantity, price: o.price })) ?? [
      { name: 'Photo products', quantity: 1, price: amountFor(g.amount, g.currency, view.currency).amount },
    ];
    const pdf = await invoicePdf({
      number: g.id,
      orderRef: g.order_ref,
      date: g.created_at,
      customer: who.name,
      company: who.company,
      email: who.email,
      lines,
      currency: amountFor(g.amount, g.currency, view.currency).currency,
    });
    return c.body(pdf, 200, pdfHeaders(`invoice-${g.id}.pdf`));
  });

  app.get('/invoice-api/api/v1/HistoricalInvoice/me', ...auth, async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM historical_invoices WHERE user_id = ? ORDER BY invoice_date DESC, id')
      .bind(c.var.userId)
      .all();
    const rows = z
      .array(
        z.object({
          id: z.string(),
          order_ref: z.string(),
          channel: z.string(),
          invoice_date: z.string(),
          amount: z.number(),
          currency: z.string(),
        }),
      )
      .parse(results);
    const view = viewOf(c);
    return c.json({
      historicalInvoices: rows.map((r) => {
        const money = amountFor(r.amount, r.currency, view.currency);
        return {
          id: r.id,
          orderRef: r.order_ref,
          channel: r.channel,
          // What the customer knows the shop by (its web address); the vendor id is for the PDF call only.
          channelName: VENDORS.find((v) => v.vendorId === r.channel)?.domain ?? r.channel,
          invoiceDate: r.invoice_date,
          amount: money.amount,
          currency: money.currency,
        };
      }),
    });
  });

  app.get(
    '/invoice-api/api/v1/HistoricalInvoice/me/pdf/:id/:channel',
    ...auth,
    validate('param', z.object({ id, channel: id })),
    async (c) => {
      const p = c.req.valid('param');
      const row = await c.env.DB.prepare('SELECT * FROM historical_invoices WHERE id = ? AND channel = ? AND user_id = ?')
        .bind(p.id, p.channel, c.var.userId)
        .first();
      if (!row) return jsonError(c, 404, 'not_found', 'invoice not found');
      const h = z
        .object({
          id: z.string(),
          order_ref: z.string(),
          channel: z.string(),
          invoice_date: z.string(),
          amount: z.number(),
          currency: z.string(),
        })
        .parse(row);
      const who = await customerName(c, c.var.userId);
      const money = amountFor(h.amount, h.currency, viewOf(c).currency);
      const pdf = await invoicePdf({
        number: h.id,
        orderRef: h.order_ref,
        date: h.invoice_date,
        customer: who.name,
        company: who.company,
        email: who.email,
        channel: h.channel,
        lines: [{ name: 'Photo products (historical invoice)', quantity: 1, price: money.amount }],
        currency: money.currency,
      });
      return c.body(pdf, 200, pdfHeaders(`invoice-${h.id}-${h.channel}.pdf`));
    },
  );

  app.get('/invoice-api/v1/Pdfs/me', ...auth, async (c) => {
    // The map's name in the customer's language (Accept-Language), as the shop's content is.
    const { locale } = viewOf(c);
    const { results } = await c.env.DB.prepare('SELECT * FROM map_pdfs WHERE user_id = ? ORDER BY created_at DESC, id')
      .bind(c.var.userId)
      .all();
    const rows = z.array(z.object({ id: z.string(), name: z.string(), order_ref: z.string(), created_at: z.string() })).parse(results);
    return c.json({
      pdfs: rows.map((r) => ({
        id: r.id,
        name: translate(r.name, locale),
        orderRef: r.order_ref,
        createdAt: r.created_at,
        url: publicUrl(c.env, `/invoice-api/v1/Pdfs/me/${encodeURIComponent(r.id)}`),
      })),
    });
  });

  app.get('/invoice-api/v1/Pdfs/me/:id', ...auth, validate('param', z.object({ id })), async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM map_pdfs WHERE id = ? AND user_id = ?')
      .bind(c.req.valid('param').id, c.var.userId)
      .first();
    if (!row) return jsonError(c, 404, 'not_found', 'map PDF not found');
    const m = z.object({ id: z.string(), name: z.string(), order_ref: z.string(), created_at: z.string() }).parse(row);
    const user = await loadUser(c.env, c.var.userId);
    const pdf = await mapPdf({ name: m.name, orderRef: m.order_ref, date: m.created_at, email: user?.email ?? '' });
    return c.body(pdf, 200, pdfHeaders(`map-${m.id}.pdf`));
  });

  // Product files: `extendResponseWithUrls=false` (what the app sends) leaves the URLs out.
  app.get(
    '/product-api/v1/Products/:code',
    ...auth,
    validate('param', z.object({ code: id })),
    validate(
      'query',
      z.object({ extendResponseCommand: z.string().max(40).optional(), extendResponseWithUrls: z.enum(['true', 'false']).optional() }),
    ),
    async (c) => {
      const found = await loadOrder(c.env, c.var.userId, c.req.valid('param').code);
      if (!found) return jsonError(c, 404, 'not_found', 'product not found');
      const order = orderView(found, viewOf(c));
      const withUrls = c.req.valid('query').extendResponseWithUrls === 'true';
      return c.json({
        code: order.code,
        orderCode: order.superOrderCode,
        articleName: order.articleName,
        productType: order.productType,
        productTypeName: order.productTypeName,
        files: order.files.map((f) => (withUrls ? f : { purpose: f.purpose })),
      });
    },
  );

  // The per-product invoice a consumer downloads when the product has a 'product.pdf' file.
  app.get('/unzip-pdf-api/v1/pdf/me/:code', ...auth, validate('param', z.object({ code: id })), async (c) => {
    const found = await loadOrder(c.env, c.var.userId, c.req.valid('param').code);
    if (!found?.files.some((f) => f.purpose === 'product.pdf')) return jsonError(c, 404, 'not_found', 'no PDF for this product');
    const order = orderView(found, viewOf(c));
    const who = await customerName(c, c.var.userId);
    const pdf = await invoicePdf({
      number: `INV-${order.code}`,
      orderRef: order.superOrderCode,
      date: order.paymentChangedDate,
      customer: who.name,
      company: who.company,
      email: who.email,
      lines: [{ name: order.articleName, quantity: order.quantity, price: order.price }],
      currency: order.currency,
    });
    return c.body(pdf, 200, pdfHeaders(`invoice-${order.code}.pdf`));
  });
}
