import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@freightdesk/domain';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

const COLOR: Record<WorkOrderStatus, string> = { 0: 'orange', 10: 'blue', 20: 'processing', 30: 'default' };

/** A work order's status, with "pending" beside it while paused. */
export function StatusTag({ status, pending }: { status: WorkOrderStatus; pending?: boolean }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <Space size={2}>
      <Tag color={COLOR[status]} data-testid="work-order-status" data-status={status}>
        {WORK_ORDER_STATUS_LABELS[status][lang]}
      </Tag>
      {pending ? <Tag color="gold">{t('workOrder.fields.pending')}</Tag> : null}
    </Space>
  );
}
