/**
 * Root segments of every query key, so invalidation after a write can target a whole resource
 * (`queryClient.invalidateQueries({ queryKey: [QK.photos] })`) and server and client keys match.
 */
export const QK = {
  photos: 'photos',
  sharedAlbums: 'sharedAlbums',
  downloads: 'downloads',
  customer: 'customer',
  orders: 'orders',
  invoices: 'invoices',
  projects: 'projects',
  widgets: 'widgets',
  config: 'config',
} as const;
