import {
  WORK_ORDER_BILL_TYPE_LABELS,
  WORK_ORDER_MAIN_TYPE_LABELS,
  WORK_ORDER_URGENCY_LABELS,
} from '@freightdesk/domain';
import { Descriptions, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { StatusTag } from '../StatusTag.tsx';
import type { WorkOrderDetail } from '../work-order-api.ts';

const time = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/** The order itself: status, types, urgency, customer (or internal), linked document, who and when, text, files. */
export function WorkOrderHead({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`workOrder.fields.${key}`);
  const bill = order.billNo
    ? `${order.billType ? `${WORK_ORDER_BILL_TYPE_LABELS[order.billType][lang]} ` : ''}${order.billNo}`
    : '—';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="work-order-head">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={f('status')}>
          <StatusTag status={order.status} pending={order.isPending} />
        </Descriptions.Item>
        <Descriptions.Item label={f('mainType')}>
          {WORK_ORDER_MAIN_TYPE_LABELS[order.mainType][lang]}
        </Descriptions.Item>
        <Descriptions.Item label={f('secondType')}>{order.secondTypeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('urgencyLevel')}>
          {WORK_ORDER_URGENCY_LABELS[order.urgencyLevel][lang]}
        </Descriptions.Item>
        <Descriptions.Item label={f('customer')}>
          {order.isInternal
            ? t('workOrder.internal')
            : `${order.customerCode ?? ''} ${order.customerName ?? ''}`}
        </Descriptions.Item>
        <Descriptions.Item label={f('billNo')}>{bill}</Descriptions.Item>
        <Descriptions.Item label={f('assignee')}>{order.assigneeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('createByName')}>{order.createByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('createAt')}>{time(order.createAt)}</Descriptions.Item>
        {order.closeTime ? (
          <Descriptions.Item label={f('closeTime')}>
            {time(order.closeTime)} {order.closeUserName ?? ''}
          </Descriptions.Item>
        ) : null}
        {order.indemnityAmount ? (
          <Descriptions.Item label={f('indemnityAmount')}>
            {order.indemnityAmount} {order.indemnityCurrency ?? ''}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
        data-testid="work-order-description"
      >
        {order.description}
      </Typography.Paragraph>
      {order.attachmentFiles.length ? <FileLinks files={order.attachmentFiles} /> : null}
    </Space>
  );
}
