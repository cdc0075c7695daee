import { message as catalogue, isEmptyReply } from '@freightdesk/domain';
import { Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { QuickReplies } from '../detail/QuickReplies.tsx';
import { insertQuickReply } from '../reply-logic.ts';

type Props = { count: number; onSend: (reply: string) => Promise<boolean>; onClose: () => void };

/** One reply to every selected work order (quick replies as in the detail dialog; empty is refused). */
export function BatchReplyDialog({ count, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (isEmptyReply(text)) return setEmpty(true);
    setBusy(true);
    const done = await onSend(text.trim()).finally(() => setBusy(false));
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={`${t('workOrder.batchReplyTitle')} (${count})`}
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'work-order-batch-reply-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <QuickReplies onPick={(quick) => setText((current) => insertQuickReply(current, quick).text)} />
        <Input.TextArea
          value={text}
          status={empty ? 'error' : undefined}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => {
            setText(e.target.value);
            setEmpty(false);
          }}
          data-testid="work-order-batch-reply-input"
        />
        {empty ? (
          <Typography.Text type="danger">{catalogue(lang, 'workOrderReplyEmpty')}</Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
