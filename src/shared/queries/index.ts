/** One `queryOptions` factory per upstream resource, shared by loaders and components (DESIGN.md §4). */
export * from './keys';
export * from './photos';
export * from './shared-albums';
export * from './downloads';
export * from './customer';
export * from './orders';
export * from './invoices';
export * from './projects';
export * from './widgets';
export * from './config';
export * from './settled';
