/** One `queryOptions` factory per upstream resource, shared by loaders and components (DESIGN.md §4). */

export * from './albums';
export * from './config';
export * from './customer';
export * from './downloads';
export * from './invoices';
export * from './keys';
export * from './orders';
export * from './photos';
export * from './projects';
export * from './settled';
export * from './shared-albums';
export * from './widgets';
