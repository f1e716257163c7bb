/**
 * The settings feature's public surface: the account notices (seasonal cut-offs, a handed-over
 * upload) that the overview and the orders page show too. The pages' form actions (actions.ts) are
 * the worker form runner's alone; everything else in this folder is internal (.dependency-cruiser.cjs).
 */
export { CutoffNotices } from './components/CutoffNotices';
export { UploadNotice } from './components/UploadNotice';
