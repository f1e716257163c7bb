// Applies every D1 migration to this test file's isolated database before its tests run.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
