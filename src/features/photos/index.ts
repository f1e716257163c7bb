// The photos feature's public surface for code outside it (the worker's per-user cache, the upload
// dialog's month of an undated photo).
export { monthLabel } from './month-label';
export { serverMonths } from './timeline';
