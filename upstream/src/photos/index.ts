import type { Hono } from 'hono';
import type { UpstreamEnv } from '../env';

/** Mounts the photo-library APIs (photo-library.md §7). Placeholder: owned by the photo engineer. */
export function registerPhotoApis(app: Hono<UpstreamEnv>): void {
  void app;
}
