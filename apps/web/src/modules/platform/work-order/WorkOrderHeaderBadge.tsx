import { ProfileOutlined } from '@ant-design/icons';
import { badgeText } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canAccessRoute } from '#web/shell/guards/access.ts';
import { HeaderCount } from '#web/shell/layout/HeaderCount.tsx';
import {
  fetchMessageCounts,
  MESSAGE_COUNTS_KEY,
  MESSAGE_COUNTS_POLL_MS,
} from '#web/shell/layout/message-counts.ts';
import { routesOf } from '#web/shell/route-registry.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { WORK_ORDER_ROUTE_KEY } from './work-order-routes.ts';

/**
 * The work-order counter of the header (`workOrderCount` of `platform/message/count`): polled every
 * minute and refreshed after every work-order action; nothing for 0, "99+" above 99. A click opens
 * the work-order list of the user's area. Shown only to users who may open that list.
 */
export function WorkOrderHeaderBadge() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const route = routesOf(session.userType).find(
    (r) => r.key === WORK_ORDER_ROUTE_KEY && canAccessRoute(r, session),
  );
  const count = useQuery({
    queryKey: MESSAGE_COUNTS_KEY,
    queryFn: fetchMessageCounts,
    refetchInterval: MESSAGE_COUNTS_POLL_MS,
    enabled: Boolean(route),
  });
  if (!route) return null;
  const text = badgeText(count.data?.workOrderCount);
  return (
    <Tooltip title={t('workOrder.badgeTitle')}>
      <Button
        type="text"
        onClick={() => navigate(route.path)}
        aria-label={t('workOrder.badgeTitle')}
        data-testid="header-work-orders"
      >
        <HeaderCount text={text} testId="header-work-order-count">
          <ProfileOutlined style={{ fontSize: 18 }} />
        </HeaderCount>
      </Button>
    </Tooltip>
  );
}
