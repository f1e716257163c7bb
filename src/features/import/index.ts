// The import feature's public surface for other features (the timeline's loader).
export { libraryStatusQuery } from './library-status';
