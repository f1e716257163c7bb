import { describe, expect, it } from 'vitest';
import { addressRange } from './address-range';

describe('addressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['local', 'local'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:08d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:0:0:ffff::1', '2001:db8:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, range) => expect(addressRange(ip)).toBe(range));
});
