import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyBubble, type ReplyView } from './ReplyBubble.tsx';

/** The replies, oldest first, scrolled to the newest. */
export function ReplyThread({ replies, currentUserId }: { replies: readonly ReplyView[]; currentUserId: string }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [replies.length]);
  return (
    <div
      style={{ maxHeight: 360, overflowY: 'auto', padding: '8px 4px' }}
      data-testid="work-order-replies"
    >
      {replies.length ? (
        replies.map((r, i) => (
          <ReplyBubble key={`${r.createAt}-${i}`} reply={r} currentUserId={currentUserId} />
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrder.noReplies')} />
      )}
      <div ref={end} />
    </div>
  );
}
