import { cutoffApi } from './cutoff';
import { customerApi } from './customer';
import { downloadApi } from './download';
import { emailGatewayApi } from './email-gateway';
import type { Http } from './http';
import { identityApi } from './identity';
import { invoicesApi } from './invoices';
import type { ApiKey } from './keys';
import { merchandiseApi } from './merchandise';
import { ordersApi } from './orders';
import { photoManagementApi } from './photo-management';
import { productsApi } from './products';
import { projectsApi } from './projects';
import { publicMenuConfigApi } from './public-menu-config';
import { sharedAlbumsApi } from './shared-albums';
import { storageApi } from './storage';
import { unzipPdfApi } from './unzip-pdf';
import { widgetsApi } from './widgets';

export { API_KEYS, isApiKey, DEFAULT_TIMEOUT_MS, type ApiKey } from './keys';
export type { Http, HttpOptions, CallOptions } from './http';
export * from './errors';

export interface CreateApiOptions {
  /** Called when a call with a built-in fallback (menu config) fails, so it still gets reported. */
  onFallback?: (error: unknown) => void;
}

/**
 * The typed upstream client: one module per upstream API, each on its own transport.
 * `transportFor` is `serverTransport(...)` in the worker and `browserTransport()` in the browser,
 * so loaders and components call the same functions on both sides.
 */
export function createApi(transportFor: (key: ApiKey) => Http, options: CreateApiOptions = {}) {
  // Transports are made lazily: a page that only reads photos never builds the order transports.
  const cache = new Map<ApiKey, Http>();
  const t = (key: ApiKey): Http => {
    let http = cache.get(key);
    if (!http) cache.set(key, (http = transportFor(key)));
    return http;
  };
  const lazy = <T>(make: () => T): (() => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const parts = {
    photos: lazy(() => photoManagementApi(t('photo'))),
    sharedAlbums: lazy(() => sharedAlbumsApi(t('sharedAlbums'))),
    downloads: lazy(() => downloadApi(t('download'))),
    storage: lazy(() => storageApi(t('storage'))),
    customer: lazy(() => customerApi(t('customer'))),
    orders: lazy(() =>
      ordersApi({ orders: t('orders'), voucher: t('voucher'), delivery: t('delivery'), reorder: t('reorder'), reorderDirect: t('reorderDirect') }),
    ),
    invoices: lazy(() => invoicesApi({ invoice: t('invoice'), mapPdf: t('mapPdf') })),
    products: lazy(() => productsApi(t('product'))),
    unzipPdf: lazy(() => unzipPdfApi(t('unzipPdf'))),
    projects: lazy(() => projectsApi(t('projects'))),
    widgets: lazy(() => widgetsApi(t('widgets'))),
    identity: lazy(() => identityApi(t('identity'))),
    emailGateway: lazy(() => emailGatewayApi(t('emailGateway'))),
    cutoff: lazy(() => cutoffApi(t('cutoff'))),
    merchandise: lazy(() => merchandiseApi(t('merchandise'))),
    publicConfig: lazy(() => publicMenuConfigApi(t('publicConf'), options.onFallback)),
  };
  return {
    get photos() { return parts.photos(); },
    get sharedAlbums() { return parts.sharedAlbums(); },
    get downloads() { return parts.downloads(); },
    get storage() { return parts.storage(); },
    get customer() { return parts.customer(); },
    get orders() { return parts.orders(); },
    get invoices() { return parts.invoices(); },
    get products() { return parts.products(); },
    get unzipPdf() { return parts.unzipPdf(); },
    get projects() { return parts.projects(); },
    get widgets() { return parts.widgets(); },
    get identity() { return parts.identity(); },
    get emailGateway() { return parts.emailGateway(); },
    get cutoff() { return parts.cutoff(); },
    get merchandise() { return parts.merchandise(); },
    get publicConfig() { return parts.publicConfig(); },
  };
}

/** The typed upstream client (RouterContext.api). */
export type Api = ReturnType<typeof createApi>;
