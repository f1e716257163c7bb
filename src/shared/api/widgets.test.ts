import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { base64Utf8, GalleryEntry, Widget, widgetsApi } from './widgets';

const widget = {
  widgetId: 'w1',
  productCode: 'P-1001',
  title: 'PhotoBook XL',
  previewUrl: 'http://127.0.0.1:8788/shop/online/P-1001',
  embedCode: '<iframe src="http://127.0.0.1:8788/shop/online/P-1001" width="400" height="300"></iframe>',
  createdAt: '2024-01-01T00:00:00.000Z',
  refreshedAt: '2024-01-02T00:00:00.000Z',
  shareCount: 0,
};

describe('widgets API', () => {
  it('parses widgets and gallery entries', () => {
    expect(Widget.parse(widget).productCode).toBe('P-1001');
    const entry = {
      id: 'g1',
      widgetId: 'w1',
      channel: 'albelli-nl',
      title: 't',
      description: '',
      categoryId: 'family',
      imageUrl: 'http://127.0.0.1:8788/shop/images/PhotoBook.svg',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    expect(GalleryEntry.parse(entry).categoryId).toBe('family');
    expect(() => Widget.parse({ ...widget, shareCount: -3 })).toThrow();
  });

  it('a widget answering 401 means "no widget" (null), not an error', async () => {
    const { http } = fakeHttp({ 'GET /v1/widget/P-9': { status: 401, body: { error: 'unauthorized' } } });
    await expect(widgetsApi(http).widget('P-9')).resolves.toBeNull();
  });

  it('sends the recipient e-mail base64-encoded and the message empty by default', async () => {
    const { http, calls } = fakeHttp({ 'PUT /v1/widget/P-1/share': { body: { shared: true, toEmailAddress: 'jon@example.com' } } });
    await widgetsApi(http).share('P-1', { vendorId: 'albelli-nl', fromName: 'Demo', toEmailAddress: 'jon@example.com' });
    expect(calls[0]!.body).toEqual({
      vendorId: 'albelli-nl',
      fromName: 'Demo',
      personalMessage: '',
      toEmailAddress: 'am9uQGV4YW1wbGUuY29t',
    });
    expect(new TextDecoder().decode(Uint8Array.from(atob(base64Utf8('jøn@example.com')), (c) => c.charCodeAt(0)))).toBe('jøn@example.com');
  });

  it('lists widgets of several order codes in one call', async () => {
    const { http, calls } = fakeHttp({ 'GET /v1/widget/all': { body: { widgets: [widget] } } });
    expect((await widgetsApi(http).all(['P-1', 'P-2'])).widgets).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://up.test/base/v1/widget/all?orderCodes=P-1%2CP-2');
  });
});
