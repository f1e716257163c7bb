import { exportJWK, generateKeyPair, importJWK, type CryptoKey as JoseKey, type JWK } from 'jose';
import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import type { Authority } from './authorities';

/** A signing key of one authority: private half for signing, public JWK for the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: JoseKey | Uint8Array;
  publicJwk: JWK;
}

const jwkSchema = z.record(z.string(), z.unknown());
const keyRowSchema = z.object({ kid: z.string(), private_jwk: z.string(), public_jwk: z.string() });

function parseJwk(text: string): JWK {
  // JWK is an open record; validate the shape is an object before handing it to jose.
  const parsed = jwkSchema.parse(JSON.parse(text));
  const jwk: JWK = { ...parsed };
  return jwk;
}

/** Per-isolate cache of imported keys by kid: D1 stays the source of truth for which key is current. */
const importCache = new Map<string, JoseKey | Uint8Array>();

async function importCached(kid: string, jwkText: string): Promise<JoseKey | Uint8Array> {
  const hit = importCache.get(kid);
  if (hit) return hit;
  const key = await importJWK(parseJwk(jwkText), 'RS256');
  importCache.set(kid, key);
  return key;
}

async function newestKeyRow(db: D1Database, authority: Authority) {
  const row = await db
    .prepare('SELECT kid, private_jwk, public_jwk FROM oidc_signing_keys WHERE authority = ? ORDER BY created DESC, kid LIMIT 1')
    .bind(authority)
    .first();
  return row === null ? null : keyRowSchema.parse(row);
}

/** The current RS256 signing key of `authority`, generated and stored in D1 on first use. */
export async function currentSigningKey(env: Pick<UpstreamBindings, 'DB'>, authority: Authority): Promise<SigningKey> {
  let row = await newestKeyRow(env.DB, authority);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const kid = `${authority}-${crypto.randomUUID()}`;
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
    await env.DB.prepare('INSERT INTO oidc_signing_keys (kid, authority, private_jwk, public_jwk, created) VALUES (?, ?, ?, ?, ?)')
      .bind(kid, authority, JSON.stringify(privateJwk), JSON.stringify(publicJwk), new Date().toISOString())
      .run();
    // Another request may have raced us: whichever key is newest in D1 wins, both stay in the JWKS.
    row = await newestKeyRow(env.DB, authority);
    if (!row) throw new Error('signing key vanished');
  }
  return { kid: row.kid, privateKey: await importCached(`private:${row.kid}`, row.private_jwk), publicJwk: parseJwk(row.public_jwk) };
}

/** The public key `kid` of `authority`, or null if unknown (foreign or forged kid). */
export async function publicKeyByKid(
  env: Pick<UpstreamBindings, 'DB'>,
  authority: Authority,
  kid: string,
): Promise<JoseKey | Uint8Array | null> {
  // A kid names one key for good (it embeds a uuid), so a cached import is always right.
  const hit = importCache.get(`public:${authority}:${kid}`);
  if (hit) return hit;
  const row = await env.DB.prepare('SELECT kid, private_jwk, public_jwk FROM oidc_signing_keys WHERE authority = ? AND kid = ?')
    .bind(authority, kid)
    .first();
  if (row === null) return null;
  const parsed = keyRowSchema.parse(row);
  return importCached(`public:${authority}:${parsed.kid}`, parsed.public_jwk);
}

/** Every public key of `authority` (the JWKS `keys`). Ensures one exists. */
export async function publicJwks(env: Pick<UpstreamBindings, 'DB'>, authority: Authority): Promise<JWK[]> {
  await currentSigningKey(env, authority);
  const { results } = await env.DB.prepare(
    'SELECT kid, private_jwk, public_jwk FROM oidc_signing_keys WHERE authority = ? ORDER BY created DESC',
  )
    .bind(authority)
    .all();
  return results.map((r) => parseJwk(keyRowSchema.parse(r).public_jwk));
}
