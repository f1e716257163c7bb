// The photos feature's public surface for code outside it (the worker's per-user cache).
export { serverMonths } from './timeline';
