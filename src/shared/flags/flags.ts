/**
 * Feature flags of the spec, resolved the same way on the server (from the request) and in the
 * browser (with local storage). Pure: every source is passed in, nothing is read from globals.
 */
export const FLAG_NAMES = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadEnabled',
  'OrderPrintsEnabled',
  'HideOrderPrints',
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Readonly<Record<FlagName, boolean>>;

/**
 * Built-in defaults: the photo library ships complete (timeline, albums, shared albums, upload,
 * order prints all on); HideOrderPrints is a kill switch for markets without a prints editor,
 * so it is off unless a source turns it on.
 */
export const DEFAULT_FLAGS: Flags = {
  PhotoManagementTimelineViewEnabled: true,
  PhotoManagementAlbumViewEnabled: true,
  PhotoManagementSharedAlbumsViewEnabled: true,
  PhotoManagementUploadEnabled: true,
  OrderPrintsEnabled: true,
  HideOrderPrints: false,
};

/** Local-storage key of a flag: the flag name itself, so testers can set it by hand. */
export function flagStorageKey(name: FlagName): string {
  return name;
}

/**
 * A flag value is a JSON boolean (`true` / `false`, surrounding spaces allowed). Anything else
 * (`1`, `yes`, `"true"`, broken JSON) is unparsable and ignored, so the next source decides.
 */
export function parseFlagValue(raw: string | null | undefined): boolean | undefined {
  if (raw == null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface FlagSources {
  /** The query string (`?a=b`, `a=b`) or its parsed form. */
  search?: string | URLSearchParams;
  /** Local storage reader; omitted on the server. May throw (blocked storage): treated as unset. */
  storage?: (key: string) => string | null;
  /** Host of the page (port and case don't matter). */
  host?: string;
  /** FLAG_HOSTS of the environment: hosts on which a flag is switched on. */
  hostLists?: Readonly<Record<string, readonly string[] | undefined>>;
}

function hostKey(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

export function fromStorage(storage: FlagSources['storage'], name: FlagName): boolean | undefined {
  if (!storage) return undefined;
  try {
    return parseFlagValue(storage(flagStorageKey(name)));
  } catch {
    return undefined;
  }
}

function fromHostList(sources: FlagSources, name: FlagName): boolean | undefined {
  const list = sources.hostLists?.[name];
  if (!sources.host || !Array.isArray(list)) return undefined;
  const host = hostKey(sources.host);
  return list.some((h) => typeof h === 'string' && hostKey(h) === host) ? true : undefined;
}

/** Resolves one flag: query parameter, then local storage, then host list, then default. */
export function resolveFlag(name: FlagName, sources: FlagSources): boolean {
  const params = typeof sources.search === 'string' ? new URLSearchParams(sources.search) : sources.search;
  return parseFlagValue(params?.get(name)) ?? fromStorage(sources.storage, name) ?? fromHostList(sources, name) ?? DEFAULT_FLAGS[name];
}

/** Resolves every flag from the given sources. */
export function resolveFlags(sources: FlagSources): Flags {
  const params = typeof sources.search === 'string' ? new URLSearchParams(sources.search) : sources.search;
  const withParams: FlagSources = { ...sources, search: params };
  const out = {} as Record<FlagName, boolean>;
  for (const name of FLAG_NAMES) out[name] = resolveFlag(name, withParams);
  return out;
}

/** Order prints show only when enabled and not hidden (the spec's two flags combined). */
export function showOrderPrints(flags: Flags): boolean {
  return flags.OrderPrintsEnabled && !flags.HideOrderPrints;
}

/**
 * Cookie that mirrors the flags set in local storage (`Name=true&Other=false`), so the server
 * renders with them as the browser will: a flag applied only after hydration changed parts React
 * had not hydrated yet (#418 on the albums page).
 */
export const FLAGS_COOKIE = 'flags';
