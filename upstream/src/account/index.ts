import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';

/** Mounts the account-area APIs (account-area.md §7). Placeholder: owned by the account engineer. */
export function registerAccountApis(app: Hono<UpstreamEnv>): void {
  void app;
}
