import { DeleteOutlined, DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { isPreviewableFile } from '@freightdesk/domain';
import { App, Button, Empty, List, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useOptionalSession } from '#web/shell/session/session-store.ts';
import { downloadStoredFile, type FileLinkSource, previewStoredFile } from './file-api.ts';

/** One file as a business record lists it. */
export type FileLink = {
  fileId: string;
  fileName: string;
  createBy?: string | null;
  createByName?: string | null;
  createAt?: string | null;
};

type Props = {
  files: readonly FileLink[];
  /** Removes a file from its record; offered only to the file's uploader, after confirmation. */
  onDelete?: (file: FileLink) => Promise<void>;
  /** Where the links come from when not from the file store (a record whose readers reach its files). */
  linkSource?: FileLinkSource;
};

/**
 * A list of files with download, and preview / print icons only for previewable names (image, pdf,
 * docx, xls, xlsx). Delete appears for the uploader only and asks first.
 */
export function FileLinks({ files, onDelete, linkSource }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useOptionalSession();
  const notify = (text: string) => message.warning(text);
  if (!files.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.empty')} />;
  return (
    <List
      size="small"
      dataSource={[...files]}
      renderItem={(f) => {
        const mine = !f.createBy || f.createBy === session?.user.id;
        const actions = [
          <Tooltip key="download" title={t('files.download')}>
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={t('files.download')}
              onClick={() => downloadStoredFile(f.fileId, lang, notify, linkSource)}
            />
          </Tooltip>,
        ];
        if (isPreviewableFile(f.fileName)) {
          actions.unshift(
            <Tooltip key="preview" title={t('files.preview')}>
              <Button
                type="text"
                size="small"
                icon={<EyeOutlined />}
                aria-label={t('files.preview')}
                onClick={() => previewStoredFile(f.fileId, lang, notify, linkSource)}
              />
            </Tooltip>,
            <Tooltip key="print" title={t('files.print')}>
              <Button
                type="text"
                size="small"
                icon={<PrinterOutlined />}
                aria-label={t('files.print')}
                onClick={() => previewStoredFile(f.fileId, lang, notify, linkSource)}
              />
            </Tooltip>,
          );
        }
        if (onDelete && mine) {
          actions.push(
            <Tooltip key="delete" title={t('files.delete')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('files.delete')}
                onClick={async () => {
                  if (
                    await confirmDialog({
                      content: t('files.deleteConfirm', { name: f.fileName }),
                      danger: true,
                    })
                  )
                    await onDelete(f);
                }}
              />
            </Tooltip>,
          );
        }
        return (
          <List.Item actions={actions} data-testid="file-item">
            <Space orientation="vertical" size={0}>
              <Typography.Text>{f.fileName}</Typography.Text>
              {f.createByName || f.createAt ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[f.createByName, f.createAt?.slice(0, 16).replace('T', ' ')].filter(Boolean).join(' · ')}
                </Typography.Text>
              ) : null}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
