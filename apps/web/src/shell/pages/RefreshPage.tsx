import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from './PageSpinner.tsx';

/** `/refresh?redirect=…`: leaves the screen and comes straight back, so it mounts afresh. */
export function RefreshPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = params.get('redirect');
  useEffect(() => {
    navigate(target?.startsWith('/') ? target : '/', { replace: true });
  }, [navigate, target]);
  return <PageSpinner />;
}
