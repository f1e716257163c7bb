// No-op photo/account registrations and seeders, used when UPSTREAM_CORE_ONLY=1 so the core tests
// run while the domain modules are being written (see vitest.config.mts).
import type { Hono } from 'hono';
import type { UpstreamBindings, UpstreamEnv } from '../../../src/env';
import type { SeedUser } from '../../../src/seed/types';

export function registerPhotoApis(app: Hono<UpstreamEnv>): void {
  void app;
}
export function registerAccountApis(app: Hono<UpstreamEnv>): void {
  void app;
}
export async function seedPhotoLibraries(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  void env;
  void users;
}
export async function seedAccountData(env: UpstreamBindings, users: SeedUser[]): Promise<void> {
  void env;
  void users;
}
