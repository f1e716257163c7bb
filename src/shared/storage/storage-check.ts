/** The part of the Web Storage API the check needs (so tests can pass a fake). */
export interface StorageLike {
  setItem(key: string, value: string): void;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

const PROBE_KEY = '__myaccount_storage_probe__';

/**
 * True when local storage can be written and read back (the spec's check before showing
 * 'Please enable site data and cookies…'). Pass a getter when merely touching
 * `window.localStorage` can throw (blocked site data raises SecurityError). Never throws.
 */
export function canUseLocalStorage(storage: StorageLike | null | undefined | (() => StorageLike | null | undefined)): boolean {
  try {
    const s = typeof storage === 'function' ? storage() : storage;
    if (!s) return false;
    const probe = `${Date.now()}-${Math.random()}`;
    s.setItem(PROBE_KEY, probe);
    const ok = s.getItem(PROBE_KEY) === probe;
    s.removeItem(PROBE_KEY);
    return ok;
  } catch {
    return false;
  }
}
