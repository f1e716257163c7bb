import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../router';
import type { Api } from '../../shared/api/index';
import { PublicError } from '../../shared/api/public-error';
import { DEFAULT_BRAND } from '../../shared/brands/brands';
import type { RouterSession } from '../../shared/router-context';
import { isMissingOrder, loadOrderDetails, prefetchOrders } from './loaders';

describe('isMissingOrder', () => {
  it('is a 404 of the order service, redacted or not', () => {
    expect(isMissingOrder(new PublicError({ kind: 'http', status: 404 }))).toBe(true);
    expect(isMissingOrder(Object.assign(new Error('x'), { status: 404 }))).toBe(true);
  });
  it('is not any other failure (those keep the spec message)', () => {
    expect(isMissingOrder(new PublicError({ kind: 'http', status: 500 }))).toBe(false);
    expect(isMissingOrder(new PublicError({ kind: 'network' }))).toBe(false);
    expect(isMissingOrder(new Error('boom'))).toBe(false);
    expect(isMissingOrder(null)).toBe(false);
  });
});

describe('loadOrderDetails', () => {
  const order = {
    superOrderCode: '1002',
    orders: [
      { code: '1002-1', status: 'Confirmed', voucher: 'WELCOME10' },
      { code: '1002-2', status: 'Cancelled' },
    ],
  };
  function context(opts: { knownOrder?: RouterSession['knownOrder']; superOrder: () => Promise<unknown> }) {
    const calls: string[] = [];
    const call = (name: string) => (id: string) => {
      calls.push(`${name} ${id}`);
      return new Promise(() => undefined); // never answers: only what was started counts here
    };
    const api = {
      orders: {
        superOrder: (code: string) => {
          calls.push(`order ${code}`);
          return opts.superOrder();
        },
        deliveryDates: call('delivery'),
        reorderStatus: call('reorder'),
        voucher: call('voucher'),
      },
      products: { product: call('files') },
    } as unknown as Api;
    const session: RouterSession = {
      isBusiness: false,
      email: 'a@example.com',
      ...(opts.knownOrder ? { knownOrder: opts.knownOrder } : {}),
    };
    return { calls, context: { api, queryClient: createQueryClient(), brand: DEFAULT_BRAND, session } };
  }
  const never = () => new Promise(() => undefined);

  it('a code the orders list showed: returns before the order answers, with its follow-up calls started beside it', async () => {
    const { calls, context: ctx } = context({
      knownOrder: { code: '1002', delivery: true, reorder: ['1002-1'], files: [], vouchers: ['WELCOME10'] },
      superOrder: never,
    });
    await expect(loadOrderDetails({ context: ctx, params: { orderCode: '1002' } })).resolves.toEqual({ found: true, streamed: true });
    expect(calls).toEqual(['order 1002', 'delivery 1002', 'reorder 1002-1', 'voucher WELCOME10']);
  });

  it('another code than the one known: awaited (an unknown code answers HTTP 404), its calls started once it is in', async () => {
    const { calls, context: ctx } = context({
      knownOrder: { code: '1001', delivery: true, reorder: ['1001-1'], files: [], vouchers: [] },
      superOrder: async () => order,
    });
    await expect(loadOrderDetails({ context: ctx, params: { orderCode: '1002' } })).resolves.toEqual({ found: true });
    expect(calls).toEqual(['order 1002', 'delivery 1002', 'reorder 1002-1', 'voucher WELCOME10']);
  });

  it("an unknown code the service does not have is the route's not-found (HTTP 404); another failure the spec's message with its reference", async () => {
    const missing = context({ superOrder: () => Promise.reject(new PublicError({ kind: 'http', status: 404 })) });
    await expect(loadOrderDetails({ context: missing.context, params: { orderCode: '9' } })).rejects.toSatisfy(isNotFound);
    const failing = context({ superOrder: () => Promise.reject(new PublicError({ kind: 'http', status: 500, correlationId: 'c-1' })) });
    await expect(loadOrderDetails({ context: failing.context, params: { orderCode: '9' } })).resolves.toEqual({
      found: false,
      correlationId: 'c-1',
    });
    expect(failing.calls).toEqual(['order 9']);
  });
});

describe('prefetchOrders', () => {
  it('starts the delivery dates the worker expects the list to show beside the orders call, not after it', async () => {
    const calls: string[] = [];
    const never = () => new Promise(() => undefined);
    const api = {
      orders: {
        superOrders: () => {
          calls.push('orders');
          return never();
        },
        deliveryDates: (id: string) => {
          calls.push(`delivery ${id}`);
          return never();
        },
      },
    } as unknown as Api;
    const session: RouterSession = { isBusiness: false, email: 'a@example.com', deliveryDatesAhead: ['1002', '1005'] };
    await prefetchOrders({ context: { api, queryClient: createQueryClient(), brand: DEFAULT_BRAND, session } });
    expect(calls).toEqual(['orders', 'delivery 1002', 'delivery 1005']);
    // Without the worker's guess: the orders only (the cards ask for their dates once the orders are in).
    calls.length = 0;
    await prefetchOrders({
      context: { api, queryClient: createQueryClient(), brand: DEFAULT_BRAND, session: { ...session, deliveryDatesAhead: [] } },
    });
    expect(calls).toEqual(['orders']);
  });
});
