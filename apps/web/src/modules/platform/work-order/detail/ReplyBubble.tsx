import { ManOutlined, UserOutlined, WomanOutlined } from '@ant-design/icons';
import { Avatar, Typography } from 'antd';
import dayjs from 'dayjs';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { avatarKind, bubbleSide } from '../reply-logic.ts';

/** One reply as the thread shows it. */
export type ReplyView = {
  id: string;
  userId: string | null;
  userName: string | null;
  /** 0 / 'male', 1 / 'female' (the user's sex), or unknown. */
  sex?: number | string | null;
  reply: string;
  createAt: string;
  attachmentFiles?: readonly { fileId: string; fileName: string }[] | null;
};

const AVATAR = {
  male: { icon: <ManOutlined />, color: '#1677ff' },
  female: { icon: <WomanOutlined />, color: '#eb2f96' },
  unknown: { icon: <UserOutlined />, color: '#8c8c8c' },
} as const;

/**
 * A reply bubble: the current user's replies on the right (blue), everyone else's on the left, each
 * with its author's avatar by sex, name, time, text and attachments.
 */
export function ReplyBubble({ reply, currentUserId }: { reply: ReplyView; currentUserId: string }) {
  const side = bubbleSide(reply.userId, currentUserId);
  const kind = avatarKind(reply.sex);
  const files = reply.attachmentFiles ?? [];
  return (
    <div
      className={`fd-wo-reply fd-wo-reply--${side}`}
      data-testid="work-order-reply"
      data-side={side}
      style={{
        display: 'flex',
        flexDirection: side === 'right' ? 'row-reverse' : 'row',
        gap: 8,
        marginBottom: 12,
      }}
    >
      <Avatar
        icon={AVATAR[kind].icon}
        style={{ background: AVATAR[kind].color, flex: 'none' }}
        data-testid={`reply-avatar-${kind}`}
      />
      <div style={{ maxWidth: '75%', textAlign: side === 'right' ? 'right' : 'left' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {reply.userName ?? ''} · {dayjs(reply.createAt).format('YYYY-MM-DD HH:mm')}
        </Typography.Text>
        <div
          style={{
            background: side === 'right' ? '#e6f4ff' : '#f5f5f5',
            borderRadius: 8,
            padding: '6px 10px',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            textAlign: 'left',
          }}
          data-testid="work-order-reply-text"
        >
          {reply.reply}
        </div>
        {files.length ? <FileLinks files={files} /> : null}
      </div>
    </div>
  );
}
