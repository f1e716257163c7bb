/** Where the signed-in floor's entry (./worker.ts) serves the floor page; any other path is the app. */
export const SIGNED_IN_FLOOR_PATH = '/__bench/signed-in-floor';
