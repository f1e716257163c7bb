import type { ComponentType } from 'react';
import type { UploadModalProps } from './components/UploadModal';

/**
 * The upload feature's public face for other features (an album page): the page-wide drop zone,
 * and the dialog as a lazily loaded module (it stays out of the page's first chunk).
 */
export { PageDropZone } from './components/PageDropZone';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;

/**
 * The dialog's module. The server never renders it (it opens on a click or a drop), so the
 * deployed worker's bundle leaves it out (issue 31 §3: browser-only code out of the worker).
 */
export const loadUploadModal = (): Promise<{ default: ComponentType<UploadModalProps> }> =>
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? Promise.reject(new Error('the upload dialog is browser-only'))
    : import('./components/UploadModal').then((m) => ({ default: m.UploadModal }));
