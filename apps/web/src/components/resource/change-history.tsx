import { type ComponentType, lazy, Suspense } from 'react';

/** The record view of the change history (the detail drawer shows it below the fields). */
export type ChangeHistoryView = ComponentType<{ entity: string; id: string }>;

let View: ChangeHistoryView | null = null;

/** Registers the change history view (the top floor does, from the module that owns the log). */
export function setChangeHistory(load: () => Promise<ChangeHistoryView>) {
  View = lazy(() => load().then((view) => ({ default: view })));
}

/** The change history of one record, or nothing when no view is registered. */
export function ChangeHistorySlot({ entity, id }: { entity: string; id: string }) {
  return View ? (
    <Suspense fallback={null}>
      <View entity={entity} id={id} />
    </Suspense>
  ) : null;
}
