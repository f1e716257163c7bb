import type { Http } from './http';
import type { ApiKey } from './keys';
import type { OwnAccount } from './schemas';

export * from './errors';
export type { Http } from './http';
export type { ApiKey } from './keys';

export interface CreateApiOptions {
  /** Called when a call with a built-in fallback (menu config) fails, so it still gets reported. */
  onFallback?: (error: unknown) => void;
  /** The worker's: the signed-in user's account id for calls by account id (projects.ts); the browser names `me`. */
  ownAccount?: OwnAccount;
}

/**
 * Any API part: an object of calls that all answer with a promise (so a call can wait for its
 * module to load first).
 */
type Part = Record<string, (...args: never[]) => Promise<unknown>>;

/** The key under which a lazy part hands out its loader (see `preloadPart`). */
const LOAD = Symbol('load part');

/**
 * Loads an API part's module and transport ahead of its first call, without a request: a part a
 * gesture will use (the date scrubber's release, issue 16 §3) shouldn't fetch chunks first then.
 * A failed load is forgotten (the next call retries it); test doubles (plain objects) are skipped.
 */
export function preloadPart(part: object): Promise<void> {
  const load = (part as { [LOAD]?: () => Promise<unknown> })[LOAD];
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * A part whose module (its zod schemas and calls) is imported on the first call. In the browser
 * each upstream API is then its own chunk, fetched with the first route that uses it, instead of
 * every schema of every API in the entry (DESIGN §5 budget); the worker bundle (wrangler) inlines
 * these imports. A failed chunk load is not remembered, so the next call retries it.
 */
function lazyPart<T extends Part>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  /** The module once loaded: later calls go straight to it. */
  let loaded: T | undefined;
  const part = (): Promise<T> =>
    (loading ??= load().then(
      (p) => (loaded = p),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const invoke = (p: T, name: string, args: never[]) => {
    const call = p[name];
    if (typeof call !== 'function') throw new TypeError(`no API call ${name}`);
    return call(...args);
  };
  return new Proxy({} as T, {
    get(_target, name) {
      if (name === LOAD) return part;
      // Not a thenable, and no symbol lookups (inspection, React dev tools) start a load.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: never[]) => {
        // Loaded: called in the caller's task, not a promise job later. A request started by an
        // event (the date scrubber's release) then leaves before React renders that event.
        if (loaded) {
          try {
            return invoke(loaded, name, args);
          } catch (error) {
            return Promise.reject(error);
          }
        }
        return part().then((p) => invoke(p, name, args));
      };
    },
  });
}

/**
 * The typed upstream client: one module per upstream API, each on its own transport.
 * `transportFor` is `serverTransport(...)` in the worker and `browserTransport()` in the browser
 * (which loads the HTTP helper with the first call), so loaders and components call the same
 * functions on both sides.
 */
export function createApi(transportFor: (key: ApiKey) => Http | Promise<Http>, options: CreateApiOptions = {}) {
  // Transports are made lazily: a page that only reads photos never builds the order transports.
  const cache = new Map<ApiKey, Promise<Http>>();
  const t = (key: ApiKey): Promise<Http> => {
    let http = cache.get(key);
    if (!http) {
      http = Promise.resolve().then(() => transportFor(key));
      cache.set(key, http);
      http.catch(() => cache.delete(key)); // a failed chunk load is retried by the next call
    }
    return http;
  };
  // Each part starts its transport(s) before awaiting its module, so both load in parallel.
  return {
    photos: lazyPart(async () => {
      const http = t('photo');
      return (await import('./photo-management')).photoManagementApi(await http);
    }),
    sharedAlbums: lazyPart(async () => {
      const http = t('sharedAlbums');
      return (await import('./shared-albums')).sharedAlbumsApi(await http);
    }),
    downloads: lazyPart(async () => {
      const http = t('download');
      return (await import('./download')).downloadApi(await http);
    }),
    storage: lazyPart(async () => {
      const http = t('storage');
      return (await import('./storage')).storageApi(await http, options.ownAccount);
    }),
    customer: lazyPart(async () => {
      const http = t('customer');
      return (await import('./customer')).customerApi(await http);
    }),
    orders: lazyPart(async () => {
      const [orders, voucher, delivery, reorder, reorderDirect] = (
        ['orders', 'voucher', 'delivery', 'reorder', 'reorderDirect'] as const
      ).map(t);
      const m = await import('./orders');
      return m.ordersApi(
        {
          orders: await orders!,
          voucher: await voucher!,
          delivery: await delivery!,
          reorder: await reorder!,
          reorderDirect: await reorderDirect!,
        },
        options.ownAccount,
      );
    }),
    invoices: lazyPart(async () => {
      const invoice = t('invoice');
      const mapPdf = t('mapPdf');
      return (await import('./invoices')).invoicesApi({ invoice: await invoice, mapPdf: await mapPdf });
    }),
    products: lazyPart(async () => {
      const http = t('product');
      return (await import('./products')).productsApi(await http);
    }),
    unzipPdf: lazyPart(async () => {
      const http = t('unzipPdf');
      return (await import('./unzip-pdf')).unzipPdfApi(await http);
    }),
    projects: lazyPart(async () => {
      const http = t('projects');
      return (await import('./projects')).projectsApi(await http, options.ownAccount);
    }),
    widgets: lazyPart(async () => {
      const http = t('widgets');
      return (await import('./widgets')).widgetsApi(await http);
    }),
    emailGateway: lazyPart(async () => {
      const http = t('emailGateway');
      return (await import('./email-gateway')).emailGatewayApi(await http);
    }),
    cutoff: lazyPart(async () => {
      const http = t('cutoff');
      return (await import('./cutoff')).cutoffApi(await http);
    }),
    merchandise: lazyPart(async () => {
      const http = t('merchandise');
      return (await import('./merchandise')).merchandiseApi(await http);
    }),
    publicConfig: lazyPart(async () => {
      const http = t('publicConf');
      return (await import('./public-menu-config')).publicMenuConfigApi(await http, options.onFallback);
    }),
  };
}

/** The typed upstream client (RouterContext.api). */
export type Api = ReturnType<typeof createApi>;
