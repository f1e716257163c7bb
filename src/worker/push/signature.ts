/**
 * Checks the upstream's `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` (docs/contracts.md,
 * 'Push signal'). The comparison is `crypto.subtle.verify`, which is constant time, so a forger
 * learns nothing from how long a wrong signature takes to fail.
 */
export async function verifyPushSignature(secret: string, rawBody: string, header: string | undefined): Promise<boolean> {
  if (!secret || !header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const hex = match[1];
  const mac = new Uint8Array(32);
  for (let i = 0; i < 32; i++) mac[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, mac, enc.encode(rawBody));
}
