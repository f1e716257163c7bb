import { createFileRoute, redirect } from '@tanstack/react-router';

/** The 'my photos' parent path opens the timeline (search, e.g. stripped, is kept by the root). */
export const Route = createFileRoute('/my-photos/')({
  staticData: { titleId: 'page.myPhotos.title', frame: 'photos' },
  beforeLoad: () => {
    throw redirect({ to: '/my-photos/photos' });
  },
});
