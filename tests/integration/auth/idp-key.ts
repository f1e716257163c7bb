import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, type JWK } from 'jose';
import { stackUrls } from '../../support/env';

/**
 * The running test upstream's own signing key of `authority`, read from its D1 state (found from
 * the `--persist-to` of the `wrangler dev` serving UPSTREAM_URL's port). With it the tests can
 * sign tokens exactly as the identity provider does but with bad claims, so a refusal proves the
 * worker checked the claim, not just the signature. Throws when the stack can't be found.
 */
type IdpKey = { kid: string; privateKey: CryptoKey | Uint8Array; jwk: JWK };
const cache = new Map<string, Promise<IdpKey>>();

export function idpSigningKey(authority: 'main' | 'se' = 'main'): Promise<IdpKey> {
  let hit = cache.get(authority);
  if (!hit) {
    hit = readIdpSigningKey(authority);
    cache.set(authority, hit);
    hit.catch(() => cache.delete(authority));
  }
  return hit;
}

async function readIdpSigningKey(authority: 'main' | 'se'): Promise<IdpKey> {
  const { upstreamUrl } = stackUrls();
  // The authority creates its key on first use; its JWKS endpoint makes sure one exists.
  const jwks = await fetch(`${upstreamUrl}/oidc/${authority}/jwks`);
  if (!jwks.ok) throw new Error(`JWKS of ${authority} answered ${jwks.status}`);
  const port = new URL(upstreamUrl).port;
  let persistTo: string | undefined;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!args.some((a) => a.endsWith('wrangler.js')) || !args.includes('upstream/wrangler.toml')) continue;
    const p = args.indexOf('--port');
    const s = args.indexOf('--persist-to');
    if (p !== -1 && args[p + 1] === port && s !== -1) persistTo = args[s + 1];
  }
  if (!persistTo) throw new Error(`no upstream wrangler dev on port ${port} found: is the test stack running?`);
  // Read a copy: the running upstream keeps recent writes (the key, made on first use) in its
  // WAL, which another process can't see or lock reliably; a copied database replays its WAL.
  const copy = mkdtempSync(join(tmpdir(), 'idp-key-'));
  const read = () => {
    rmSync(join(copy, 'v3'), { recursive: true, force: true });
    cpSync(join(persistTo!, 'v3', 'd1'), join(copy, 'v3', 'd1'), { recursive: true, filter: (src) => !src.endsWith('-shm') });
    return spawnSync(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'd1',
        'execute',
        'upstream',
        '--local',
        '--config',
        'upstream/wrangler.toml',
        '--persist-to',
        copy,
        '--json',
        '--command',
        `SELECT kid, private_jwk FROM oidc_signing_keys WHERE authority = '${authority}' ORDER BY created DESC, kid LIMIT 1`,
      ],
      { encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
    );
  };
  const rowOf = (o: ReturnType<typeof read>) =>
    o.status === 0 ? (JSON.parse(o.stdout) as { results: { kid: string; private_jwk: string }[] }[])[0]?.results[0] : undefined;
  let out = read();
  for (let attempt = 1; !rowOf(out) && attempt < 5; attempt++) {
    await new Promise((r) => setTimeout(r, 500));
    out = read();
  }
  rmSync(copy, { recursive: true, force: true });
  if (out.status !== 0) throw new Error(`reading the signing key failed: ${out.stderr}${out.stdout}`);
  const row = rowOf(out);
  if (!row) throw new Error(`the upstream has no signing key for ${authority} yet (sign in once first)`);
  const jwk = JSON.parse(row.private_jwk) as JWK;
  return { kid: row.kid, privateKey: await importJWK(jwk, 'RS256'), jwk };
}
