import { describe, expect, it } from 'vitest';
import { shopName } from './shop-name';

describe('shopName (historical invoices show the shop, not its channel id)', () => {
  it.each([
    ['albelli-nl', 'albelli.nl'],
    ['albelli-uk', 'albelli.co.uk'],
    ['bonusprint-uk', 'bonusprint.co.uk'],
    ['fotoalbum-be', 'fotoalbum.be'],
    ['PB-NL', 'photobloom.nl'],
    ['PB-GB', 'photobloom.co.uk'],
    ['PB-BE-FR', 'photobloom.be'],
    ['SB-NO', 'snapbook.no'],
  ])('%s → %s', (channel, name) => expect(shopName(channel)).toBe(name));

  it('shows an unknown shape as it is', () => {
    expect(shopName('legacy')).toBe('legacy');
    expect(shopName('a-b-c-d')).toBe('a-b-c-d');
  });
});
