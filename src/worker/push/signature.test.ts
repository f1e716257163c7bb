import { describe, expect, it } from 'vitest';
import { verifyPushSignature } from './signature';

describe('push signal signature', () => {
  const body = '{"userId":"u","message":{}}';
  const sign = async (secret: string, text: string) => {
    const enc = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
    return `sha256=${[...mac].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  };

  it('accepts the HMAC of the raw body only', async () => {
    const header = await sign('s3cret', body);
    expect(await verifyPushSignature('s3cret', body, header)).toBe(true);
    expect(await verifyPushSignature('s3cret', body, header.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(await verifyPushSignature('s3cret', `${body} `, header)).toBe(false);
    expect(await verifyPushSignature('other', body, header)).toBe(false);
    expect(await verifyPushSignature('s3cret', body, undefined)).toBe(false);
    expect(await verifyPushSignature('s3cret', body, 'sha256=abc')).toBe(false);
    expect(await verifyPushSignature('', body, header)).toBe(false);
  });
});
