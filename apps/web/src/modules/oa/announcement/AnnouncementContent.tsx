import { ANNOUNCEMENT_TYPE_LABELS } from '@freightdesk/domain';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type MyAnnouncement, readerApi } from './announcement-reader.ts';

// the file list (antd's List) loads when an announcement with files is shown, not on the first screen
const FileLinks = lazy(() =>
  import('#web/components/upload/FileLinks.tsx').then((m) => ({ default: m.FileLinks })),
);

type Shown = Pick<MyAnnouncement, 'id' | 'title' | 'content' | 'type' | 'senderName' | 'sendTime' | 'files'>;

/**
 * One announcement's text: plain text kept with its line breaks (React escapes it: no HTML of the
 * sender is ever interpreted), its sender, time and files.
 */
export function AnnouncementContent({
  announcement: a,
  withFiles = true,
}: {
  announcement: Shown;
  withFiles?: boolean;
}) {
  const [lang] = useLanguage();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Tag>{ANNOUNCEMENT_TYPE_LABELS[a.type][lang]}</Tag>
        <Typography.Text type="secondary">
          {a.senderName} · {dayjs(a.sendTime).format('YYYY-MM-DD HH:mm')}
        </Typography.Text>
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="announcement-content">
        {a.content}
      </Typography.Paragraph>
      {withFiles && a.files.length > 0 && (
        <Suspense fallback={null}>
          <FileLinks
            files={a.files}
            linkSource={(fileId, preview) => readerApi.fileUrl(a.id, fileId, preview)}
          />
        </Suspense>
      )}
    </Space>
  );
}
