import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { cookieDomainFor } from './domain';

describe('cookieDomainFor', () => {
  it.each([
    ['my.photobloom.co.uk', 'photobloom.co.uk'],
    ['photobloom.co.uk', 'photobloom.co.uk'],
    ['a.b.my.photobloom.co.uk', 'photobloom.co.uk'],
    ['shop.example.com.au', 'example.com.au'],
    ['my.example.co.nz', 'example.co.nz'],
    ['loja.example.com.br', 'example.com.br'],
    ['my.photobloom.nl', 'photobloom.nl'],
    ['photobloom.nl', 'photobloom.nl'],
    ['moncompte.photobloom.be', 'photobloom.be'],
    ['MY.PHOTOBLOOM.SE.', 'photobloom.se'],
    ['my.photobloom.se:8443', 'photobloom.se'],
    // A short brand label is not a country second level: hp.nl, not my.hp.nl.
    ['my.hp.nl', 'hp.nl'],
    ['my.example.com', 'example.com'],
    ['co.uk', undefined],
    ['com.au', undefined],
    ['localhost', undefined],
    ['localhost:8787', undefined],
    ['photobloom-nl.localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20:8787', undefined],
    ['[::1]:8787', undefined],
    ['intranet', undefined],
    ['', undefined],
  ])('%j → %j', (host, expected) => {
    expect(cookieDomainFor(host)).toBe(expected);
  });

  it("reduces every brand's production host to its vendor domain", () => {
    for (const b of BRANDS) expect(cookieDomainFor(b.hosts[0]!)).toBe(b.vendorDomain);
  });
});
