/**
 * The embedded upstream worker: a stand-in for the retailer's services (docs/contracts.md).
 * Order matters: fault injection first (so it can delay/replace any answer), then the routes.
 * No CORS: the app calls us server-to-server; the browser only loads pages and media.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { registerAccountApis } from './account/index';
import { registerAdmin } from './admin/routes';
import type { UpstreamEnv } from './env';
import { registerErrorSink } from './errors/sink';
import { faults } from './faults/middleware';
import { jsonError } from './http/validate';
import { registerOidc } from './oidc/routes';
import { registerPhotoApis } from './photos/index';

const app = new Hono<UpstreamEnv>();

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 400) return jsonError(c, 400, 'bad_request', err.message || 'bad request');
    if (status === 401) return jsonError(c, 401, 'unauthorized', err.message || 'unauthorized');
    return err.getResponse();
  }
  console.error('upstream error', err);
  return jsonError(c, 500, 'internal', 'internal error');
});
app.notFound((c) => jsonError(c, 404, 'not_found', 'not found'));

app.use('*', faults);
app.get('/', (c) => c.text('myaccount upstream'));

registerOidc(app);
registerAdmin(app);
registerErrorSink(app);
registerPhotoApis(app);
registerAccountApis(app);

export default app;
export { PushOutbox } from './push/outbox-alarm';
