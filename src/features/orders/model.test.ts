import { describe, expect, it } from 'vitest';
import { emptySuperOrder } from '../../../tests/fixtures/orders';
import { toOrderView } from './model';

describe('orders model', () => {
  it('exposes superOrderCode as orderCode, orders as products, orderCount as productCount', () => {
    const v = toOrderView(emptySuperOrder(1));
    expect(v).toMatchObject({ orderCode: 'S1', products: [], productCount: 2 });
  });
});
