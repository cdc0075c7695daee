import { lazy, Suspense, useState } from 'react';
import type { MyAnnouncement } from './announcement-reader.ts';
import { useMyAnnouncements } from './use-my-announcements.ts';

// the drawer itself loads only for a user who has must-read announcements waiting
const MustReadDrawer = lazy(() =>
  import('./MustReadDrawer.tsx').then((m) => ({ default: m.MustReadDrawer })),
);

/**
 * The must-read drawer (a layout host of both areas): at sign-in it shows the unread must-read
 * announcements one after the other; each one's read button works only after its countdown.
 * Confirming marks it read; after the last one the page reloads (spec: the drawer reloads the page).
 */
export function AnnouncementDrawer() {
  const mine = useMyAnnouncements();
  const [queue, setQueue] = useState<MyAnnouncement[] | null>(null);
  if (queue === null && mine.data) setQueue(mine.data.filter((a) => a.popup));
  return queue?.length ? (
    <Suspense fallback={null}>
      <MustReadDrawer queue={queue} />
    </Suspense>
  ) : null;
}
