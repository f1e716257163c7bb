/** Public surface of the albums feature (the timeline and previews use CopyToAlbumModal). */
export { CopyToAlbumModal, type CopyToAlbumModalProps } from './CopyToAlbumModal';
export { AlbumsPage } from './AlbumsPage';
export { AlbumPage } from './AlbumPage';
export { SharedAlbumPage } from './SharedAlbumPage';
export { AlbumPreview } from './AlbumPreview';
export { AlbumNameModal } from './AlbumNameModal';
