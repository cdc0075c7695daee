import { lazy, Suspense } from 'react';

/**
 * The header's work-order badge, loaded after the first screen (its request contract brings zod,
 * which the first screens must not load; docs/web.md "Build, chunks and serving").
 */
const Badge = lazy(() =>
  import('./WorkOrderHeaderBadge.tsx').then((m) => ({ default: m.WorkOrderHeaderBadge })),
);

export function WorkOrderHeaderItem() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
