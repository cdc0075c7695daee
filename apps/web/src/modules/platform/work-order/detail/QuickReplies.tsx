import { WORK_ORDER_QUICK_REPLIES } from '@freightdesk/domain';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The four quick replies (spec §9); a click hands the text in the user's language to the reply box. */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid="work-order-quick-replies">
      {WORK_ORDER_QUICK_REPLIES.map((key) => (
        <Tag.CheckableTag
          key={key}
          checked={false}
          onChange={() => onPick(t(`workOrder.quickReplies.${key}`))}
          data-testid={`quick-reply-${key}`}
          style={{ border: '1px dashed #d9d9d9' }}
        >
          {t(`workOrder.quickReplies.${key}`)}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
