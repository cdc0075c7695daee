import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingBar } from './loading.ts';

/** A thin bar at the top of the window while calls (or page changes) are under way. */
export function LoadingBar({ extraActive = false }: { extraActive?: boolean }) {
  const active = useSyncExternalStore(loadingBar.subscribe, loadingBar.active) > 0 || extraActive;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), 200);
    return () => clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return (
    <div className={`fd-loading-bar${active ? ' fd-loading-bar--active' : ''}`} data-testid="loading-bar" />
  );
}
