/**
 * Photo-library APIs of the embedded upstream (photo-library.md §7, docs/contracts.md):
 * /photo-management, /shared-albums-api, /download-api, /storage-api (bearer), plus /media,
 * /files (signed URLs) and /prints-editor (by unguessable temp-selection id).
 */
import { Hono } from 'hono';
import { auth } from '../account/auth';
import type { UpstreamEnv } from '../env';
import { activation } from './routes/activation';
import { albums } from './routes/albums';
import { downloads } from './routes/downloads';
import { library } from './routes/library';
import { media } from './routes/media';
import { printsEditor } from './routes/prints-editor';
import { scaleSeedAdmin } from './routes/scale-seed';
import { sharedAlbums } from './routes/shared-albums';
import { storage } from './routes/storage';
import { tempSelections } from './routes/temp-selections';

export function registerPhotoApis(app: Hono<UpstreamEnv>): void {
  // Development-only, no token: before the bearer check is applied to the prefix.
  app.route('/photo-management/__admin', scaleSeedAdmin);

  const photoManagement = new Hono<UpstreamEnv>();
  // A deleted account's still-unexpired token must stop working here too (issue 9 item 6).
  photoManagement.use('*', ...auth);
  photoManagement.route('/', library);
  photoManagement.route('/', activation);
  photoManagement.route('/', albums);
  photoManagement.route('/', tempSelections);
  app.route('/photo-management', photoManagement);

  for (const [prefix, sub] of [
    ['/shared-albums-api', sharedAlbums],
    ['/download-api', downloads],
    ['/storage-api', storage],
  ] as const) {
    const api = new Hono<UpstreamEnv>();
    api.use('*', ...auth);
    api.route('/', sub);
    app.route(prefix, api);
  }

  app.route('/', media);
  app.route('/', printsEditor);
}
