/**
 * Lazy photon: loaded on first image work, not at worker start-up. Keeps the ~1.6 MB wasm out of
 * the start-up path of every request that never touches pixels, and keeps modules that merely
 * import the photo routes loadable where wasm imports can't be resolved (see README, tests).
 */
export type Photon = typeof import('@cf-wasm/photon/workerd');

let photon: Promise<Photon> | undefined;

export function loadPhoton(): Promise<Photon> {
  photon ??= import('@cf-wasm/photon/workerd');
  return photon;
}
