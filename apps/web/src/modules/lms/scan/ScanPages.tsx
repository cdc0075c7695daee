import { useLocation } from 'react-router';
import { ScanScreen } from './ScanScreen.tsx';
import { SCAN_SCREENS } from './scan-screens.ts';

/** The screen of every `/lms/scan/<slug>` route: the shared ScanScreen of the path's scan type. */
export function ScanRoutePage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const screen = SCAN_SCREENS.find((s) => s.slug === slug) ?? SCAN_SCREENS[0]!;
  // keyed by type: moving between two scan tabs starts the other screen afresh
  return <ScanScreen key={screen.type} type={screen.type} />;
}
