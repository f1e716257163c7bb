import { FLAG_NAMES, type FlagName, type FlagSources, type Flags, fromStorage, parseFlagValue } from './flags';

// Flags stored in local storage, as the browser applies them and as the server reads their
// mirror (FLAGS_COOKIE): loaded only where a flag is stored, so not in flags.ts.

/** The flags local storage sets (parsable ones only), as FLAGS_COOKIE's value; '' when none. */
export function storedFlagsValue(storage: FlagSources['storage']): string {
  const stored = new URLSearchParams();
  for (const name of FLAG_NAMES) {
    const value = fromStorage(storage, name);
    if (value !== undefined) stored.set(name, String(value));
  }
  return stored.toString();
}

/** FLAGS_COOKIE's value read as local storage, for the server's `resolveFlags`. */
export function cookieFlagStorage(value: string | undefined): FlagSources['storage'] {
  const stored = new URLSearchParams(value ?? '');
  return (key) => stored.get(key);
}

/**
 * The browser's view of the flags: the server resolved query, cookie mirror, host lists and
 * defaults; a local-storage value overrides those unless the query names the flag (so a mirror
 * older than storage is corrected here).
 */
export function withStorageOverrides(server: Flags, search: string, storage: FlagSources['storage']): Flags {
  const params = new URLSearchParams(search);
  const out = { ...server } as Record<FlagName, boolean>;
  for (const name of FLAG_NAMES) {
    if (parseFlagValue(params.get(name)) !== undefined) continue;
    const stored = fromStorage(storage, name);
    if (stored !== undefined) out[name] = stored;
  }
  return out;
}
