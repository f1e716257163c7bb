// The library feature's public surface for code outside it (the worker's per-user cache).
export { DEFAULT_SORT } from './sort-preferences';
