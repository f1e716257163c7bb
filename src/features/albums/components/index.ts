/** Public surface of the albums feature (the timeline and previews use CopyToAlbumModal). */

export { AlbumNameModal } from './AlbumNameModal';
export { AlbumPage } from './AlbumPage';
export { AlbumPreview } from './AlbumPreview';
export { AlbumsPage } from './AlbumsPage';
export { CopyToAlbumModal, type CopyToAlbumModalProps } from './CopyToAlbumModal';
export { SharedAlbumPage } from './SharedAlbumPage';
