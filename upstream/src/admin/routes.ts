import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';
import { developmentOnly } from './gate';

/** Mounts the development-only admin calls under `/__admin/`. */
export function registerAdmin(app: Hono<UpstreamEnv>): void {
  app.use('/__admin/*', developmentOnly);
  app.use('/__admin', developmentOnly);
}
