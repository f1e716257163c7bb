/**
 * The settings feature's public surface: the account notices (seasonal cut-offs, a handed-over
 * upload) that the overview and the orders page show too, and the e-mail change's 'that is your
 * address already' test, which the worker's plain form post applies too. Everything else in this folder is
 * internal (tests/unit/feature-boundaries.test.ts).
 */
export { CutoffNotices } from './components/CutoffNotices';
export { UploadNotice } from './components/UploadNotice';
export { isCurrentEmail } from './same-email';
