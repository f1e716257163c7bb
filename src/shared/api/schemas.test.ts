import { describe, expect, it } from 'vitest';
import { HttpUrl } from './schemas';

describe('HttpUrl', () => {
  it.each([
    ['https://media.example/pool/05/800.jpg?exp=1&sig=ab', true],
    ['http://127.0.0.1:9788/media/x/300.jpg', true],
    ['HTTPS://Shop.Example', true],
    ['https://shop.example#top', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['//shop.example/x', false],
    ['https://', false],
    ['https:///path', false],
    ['https:shop.example', false],
    ['ftp://shop.example/x', false],
    ['https://shop .example/x', false],
    ['https://shop.example/a b', false],
    ['https://user@evil.example/', false],
    [' https://shop.example', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(HttpUrl.safeParse(value).success).toBe(ok);
  });
});
