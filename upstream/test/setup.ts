// Applies every D1 migration before a test file runs (idempotent: the layer's test files share one database).
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
