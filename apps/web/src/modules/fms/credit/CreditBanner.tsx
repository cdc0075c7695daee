import { lazy, Suspense } from 'react';
import { useSession } from '#web/shell/session/session-store.ts';
import { mayReadNotice } from './credit-access.ts';

const CreditNoticeBanner = lazy(() => import('./CreditNoticeBanner.tsx'));

/**
 * The customer portal's credit banner (a layout banner of both areas, shown to customer users only
 * who may read the notice); the notice itself loads on first use.
 */
export function CreditBanner() {
  const session = useSession();
  if (session.userType !== 'customer' || !mayReadNotice(session.permissions)) return null;
  return (
    <Suspense fallback={null}>
      <CreditNoticeBanner />
    </Suspense>
  );
}
