import { describe, expect, it } from 'vitest';
import { outcomeTarget, splitByWidget } from './widget-products';

const product = (code: string, status = 'Confirmed') => ({ code, articleName: `Book ${code}`, status });

describe('splitByWidget', () => {
  it('puts the products with a widget first-class, the rest in the picker, both in the orders’ order', () => {
    const { withWidget, withoutWidget } = splitByWidget(
      [product('1-1'), product('2-1'), product('3-1'), product('4-1')],
      [{ productCode: '3-1' }, { productCode: '1-1' }],
    );
    expect(withWidget.map((w) => w.product.code)).toEqual(['1-1', '3-1']);
    expect(withWidget[1]?.widget).toEqual({ productCode: '3-1' });
    expect(withoutWidget.map((p) => p.code)).toEqual(['2-1', '4-1']);
  });

  it('leaves cancelled products out of both', () => {
    const { withWidget, withoutWidget } = splitByWidget(
      [product('1-1', 'Cancelled'), product('2-1', 'Cancelled')],
      [{ productCode: '1-1' }],
    );
    expect(withWidget).toEqual([]);
    expect(withoutWidget).toEqual([]);
  });

  it('ignores widgets of products that are not in the orders', () => {
    expect(splitByWidget([product('1-1')], [{ productCode: '9-9' }])).toEqual({ withWidget: [], withoutWidget: [product('1-1')] });
  });
});

describe('outcomeTarget', () => {
  const codes = new Set(['1-1']);
  it.each([
    [{}, null],
    [{ s: 'created', id: '1-1' }, 'card'],
    [{ s: 'refreshed', id: '1-1' }, 'card'],
    [{ s: 'failed', id: '1-1' }, 'card'],
    [{ s: 'deleted', id: '2-1' }, 'notice'],
    [{ s: 'failed', id: '2-1' }, 'picker'],
    [{ s: 'invalid' }, 'picker'],
  ] as const)('%o → %s', (search, target) => {
    expect(outcomeTarget(search, codes)).toBe(target);
  });
});
