/**
 * The upload feature's public face for other features (an album page): the page-wide drop zone,
 * and the dialog as a lazily loaded module (it stays out of the page's first chunk).
 */
export { PageDropZone, type PageDropZoneProps } from './components/PageDropZone';
export const loadUploadModal = () => import('./components/UploadModal').then((m) => ({ default: m.UploadModal }));
