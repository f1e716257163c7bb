import { correlationIdOf } from '../../shared/api/errors';
import { nextRequestState, type RequestState } from '../../shared/request-state';
import { reportClientError } from '../report-error';

/**
 * Runs one user action through the request-state model and reports its failure (spec §8: every
 * `*_FAILED` action goes to the console and the error-reporting service). `setState` receives
 * InProgress, then Finished or Failed (with the correlation id). Rethrows so callers (mutations,
 * toasts, optimistic rollbacks) still see the error.
 *
 * @example await runAction('DELETE_ALBUM', () => api.photos.deleteAlbum(id), setDeleteState)
 */
export async function runAction<T>(
  action: string,
  fn: () => Promise<T>,
  setState: (update: (state: RequestState) => RequestState) => void,
  report: typeof reportClientError = reportClientError,
): Promise<T> {
  setState((s) => nextRequestState(s, { type: 'start' }));
  try {
    const result = await fn();
    setState((s) => nextRequestState(s, { type: 'succeed' }));
    return result;
  } catch (error) {
    const correlationId = correlationIdOf(error);
    setState((s) => nextRequestState(s, { type: 'fail', correlationId, message: error instanceof Error ? error.message : String(error) }));
    void report(error, `${action}_FAILED`);
    throw error;
  }
}
