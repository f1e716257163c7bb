/**
 * The range an address belongs to, for limits per source: an IPv6 address's /64 (one customer's
 * network: a host there picks any of its addresses), an IPv4 address as it is (a whole office or
 * carrier may share it, so limits keyed on it leave room for many customers).
 */
export function addressRange(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? Array(Math.max(0, 8 - left.length - right.length)).fill('0') : [];
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
