import type { Hono } from 'hono';
import { apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { formGuard } from './request';
import { respond } from './respond';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A saved project's deletion as a plain form (issue 35 §2): the page's 'Delete' without JavaScript
 * opens the same confirmation, in the page (`?confirm={id}`), whose 'Delete project' posts here.
 * Deleted: back to the list with `?s=deleted`; failed: the list again with that project's message.
 * The hydrated page confirms in its dialog and posts the same fields here with `fetch` (its one
 * write path: the /api proxy allows no project deletion).
 */
export function registerSavedProjectForms(app: Hono<AppEnv>): void {
  app.post('/saved-projects', ...formGuard, async (c) => {
    const form = await formValues(c);
    const id = form.id ?? '';
    if (form._action !== 'delete' || !ID.test(id)) return respond(c, '/saved-projects', { status: 'invalid' });
    try {
      await apiForRequest(c).projects.remove(id);
      return respond(c, '/saved-projects', { status: 'deleted', id });
    } catch (e) {
      void reportError(c, e, { source: 'worker', action: 'DELETE_PROJECT_FAILED' });
      return respond(c, '/saved-projects', { status: 'failed', id });
    }
  });
}
