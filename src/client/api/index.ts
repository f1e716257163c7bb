import { browserTransport } from '../../shared/api/browser';
import { type Api, createApi } from '../../shared/api/index';
import { reportClientError } from '../report-error';

/**
 * The browser's typed client (RouterContext.api on the client): every call goes to the
 * same-origin `/api/<key>` proxy. One instance per page load is enough: it holds no user state.
 */
export function createBrowserApi(options: { fetch?: typeof fetch } = {}): Api {
  return createApi(browserTransport({ fetch: options.fetch }), {
    onFallback: (error) => void reportClientError(error, 'MENU_CONFIG_FAILED'),
  });
}
