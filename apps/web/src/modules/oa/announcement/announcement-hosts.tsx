import { lazy, Suspense } from 'react';

/**
 * The announcement parts every signed-in screen shows, loaded on first use: the manifest stays light
 * (the area's first chunk carries neither the contracts nor the drawer).
 */
const Drawer = lazy(() =>
  import('./AnnouncementDrawer.tsx').then((m) => ({ default: m.AnnouncementDrawer })),
);
const Bell = lazy(() => import('./AnnouncementBell.tsx').then((m) => ({ default: m.AnnouncementBell })));
const Rolling = lazy(() =>
  import('./RollingAnnouncements.tsx').then((m) => ({ default: m.RollingAnnouncements })),
);

export function AnnouncementDrawerHost() {
  return (
    <Suspense fallback={null}>
      <Drawer />
    </Suspense>
  );
}

export function AnnouncementBellHost() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

export function RollingAnnouncementsHost() {
  return (
    <Suspense fallback={null}>
      <Rolling />
    </Suspense>
  );
}
