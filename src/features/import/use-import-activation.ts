import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getPushSocket } from '../../client/push/socket';
import { reportClientError } from '../../client/report-error';
import type { Api } from '../../shared/api/index';
import { QK } from '../../shared/queries/keys';
import { type ActivationState, ImportActivation } from './activation';
import { type ActivationStatus, type LibraryView, libraryView } from './import-events';
import { trackEvent } from './track';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;

let shared: { api: Api; activation: ImportActivation } | null = null;

function activationFor(api: Api, refresh: () => Promise<void>): ImportActivation {
  if (shared && shared.api === api) return shared.activation;
  const activation = new ImportActivation({
    socket: getPushSocket,
    activate: () => api.photos.activate(),
    status: async () => (await api.photos.activationStatus()).status,
    refresh: () => refreshHolder.current(),
    track: trackEvent,
    report: (error, action) => void reportClientError(error, action),
  });
  refreshHolder.current = refresh;
  shared = { api, activation };
  return activation;
}
const refreshHolder: { current: () => Promise<void> } = { current: async () => undefined };

const SERVER_STATE: ActivationState = { inProgress: false, latest: null, failed: false };
const noop = () => () => {};

export interface ImportActivationView {
  view: LibraryView;
  failed: boolean;
  start: () => void;
}

/**
 * Photos page view for an activation status: NOT_ACTIVE (with the start button), IMPORTING,
 * DELETING or the timeline. `onRefresh` invalidates the activation status and the timeline/counts.
 */
export function useImportActivation(api: Api, status: ActivationStatus, onRefresh: () => Promise<void>): ImportActivationView {
  const queryClient = useQueryClient();
  // Browser-only; the deployed worker's bundle leaves the activation and its push socket out.
  const activation =
    (typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__) || typeof window === 'undefined'
      ? null
      : activationFor(api, onRefresh);
  refreshHolder.current = onRefresh;
  const state = useSyncExternalStore(activation?.subscribe ?? noop, activation?.getState ?? (() => SERVER_STATE), () => SERVER_STATE);

  // A library found IMPORTING (another tab, a reload): wait for its end too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.inProgress` is a trigger (a run or watch that ended while the status still reads IMPORTING looks again); the body reads the live `activation.getState()`, not the render's snapshot, so a watch started since this render is not doubled.
  useEffect(() => {
    if (status === 'IMPORTING' && activation && !activation.getState().inProgress) activation.watch();
  }, [status, activation, state.inProgress]);
  // DELETING ends on its own (delete all photos): look again now and then.
  useEffect(() => {
    if (status !== 'DELETING') return;
    const id = setInterval(() => void queryClient.invalidateQueries({ queryKey: [QK.photos, 'activation'] }), 5_000);
    return () => clearInterval(id);
  }, [status, queryClient]);
  // Deleting ended: the months and counts read during it are stale.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'DELETING' && status !== 'DELETING') void refreshHolder.current();
    previous.current = status;
  }, [status]);

  return {
    view: libraryView(status, state.inProgress, state.latest),
    failed: state.failed && status === 'NOT_ACTIVE',
    start: () => void activation?.start(),
  };
}
