#!/usr/bin/env node
// Scale seed for benchmarks: `npm run seed -- --photos 100000 [--url http://127.0.0.1:8788] [--chunk 50000]`.
// Creates (or refills) the user scale-<n>@example.com with n photo rows over 25 years on a running
// upstream (development only), through POST /photo-management/__admin/scale-seed*. Rows are
// generated inside SQLite (INSERT … SELECT over a recursive CTE) chunk by chunk; images are the
// shared pool. A user that already holds exactly n photos is left as it is.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '100000' },
    url: { type: 'string', default: process.env.UPSTREAM_URL ?? 'http://127.0.0.1:8788' },
    chunk: { type: 'string', default: '50000' },
  },
});
const photos = Number(values.photos);
const chunk = Number(values.chunk);
if (!Number.isInteger(photos) || photos < 1 || photos > 5_000_000) throw new Error('--photos must be an integer in 1..5000000');
if (!Number.isInteger(chunk) || chunk < 1 || chunk > 100_000) throw new Error('--chunk must be an integer in 1..100000');
const base = `${values.url.replace(/\/+$/, '')}/photo-management/__admin`;

// Retries: `wrangler dev` restarts the worker when a source file changes (503 "restarted
// mid-request"); every call here is idempotent (chunks insert OR IGNORE with stable ids).
async function post(path, body, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.ok) return JSON.parse(text);
      if (res.status < 500 || attempt >= attempts) throw new Error(`POST ${path} → ${res.status}: ${text}`);
    } catch (err) {
      if (attempt >= attempts || String(err).includes(' → 4')) throw err;
    }
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

const started = performance.now();
const user = await post('/scale-seed', { photos }).catch((err) => {
  console.error(`${err.message}\nIs a development upstream running at ${values.url}? Start it with \`npm start\` (or pass --url).`);
  process.exit(1);
});
if (user.count === photos) {
  console.log(JSON.stringify({ ...user, photos, seeded: false, note: 'already complete' }));
  process.exit(0);
}
if (user.count > 0) {
  console.error(`refilling ${user.email}: removing ${user.count} rows`);
  await post('/scale-seed/reset', { userId: user.userId });
}
const salt = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
const now = Date.now();
for (let start = 0; start < photos; start += chunk) {
  const end = Math.min(photos, start + chunk);
  await post('/scale-seed/chunk', { userId: user.userId, photos, start, end, salt, now });
  const s = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`\r${end.toLocaleString('en')} / ${photos.toLocaleString('en')} rows (${s} s)`);
}
process.stderr.write('\n');
console.log(
  JSON.stringify({
    userId: user.userId,
    email: user.email,
    password: user.password,
    photos,
    seeded: true,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  }),
);
