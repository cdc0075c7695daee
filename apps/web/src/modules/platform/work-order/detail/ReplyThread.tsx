import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyBubble, type ReplyView } from './ReplyBubble.tsx';

/** The replies, oldest first, scrolled to the newest. */
export function ReplyThread({
  replies,
  currentUserId,
}: {
  replies: readonly ReplyView[];
  currentUserId: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reply scrolls the thread to its end
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [replies.length]);
  return (
    <div
      ref={box}
      style={{ maxHeight: 360, overflowY: 'auto', padding: '8px 4px' }}
      data-testid="work-order-replies"
    >
      {replies.length ? (
        replies.map((r) => <ReplyBubble key={r.id} reply={r} currentUserId={currentUserId} />)
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrder.noReplies')} />
      )}
    </div>
  );
}
