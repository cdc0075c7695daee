import { UploadOutlined } from '@ant-design/icons';
import type { FileRef, FilesConfig, Language } from '@freightdesk/domain';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileLink, FileLinks } from './FileLinks.tsx';
import { FileUploadDialog } from './FileUploadDialog.tsx';

/** The file links of a files field's value (`[{fileId, fileName, type?}]`). */
export function fileLinksOf(value: unknown): FileLink[] {
  return (Array.isArray(value) ? (value as FileRef[]) : []).map((f) => ({
    fileId: f.fileId,
    fileName: f.fileName,
  }));
}

type Props = {
  id?: string;
  testId: string;
  config: FilesConfig;
  lang: Language;
  disabled: boolean;
  value?: unknown;
  onChange?: (value: FileRef[]) => void;
};

/**
 * The form control of a files field: the kept files (grouped by type when the field has types) with
 * remove, and an upload button; uploads are stored at once and kept with the row when it is saved.
 */
export function FilesInput({ id, testId, config, lang, disabled, value, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const files = Array.isArray(value) ? (value as FileRef[]) : [];
  const typeLabel = (type?: string | null) =>
    config.types?.find((o) => String(o.value) === type)?.label[lang] ?? undefined;
  const remove = async (link: FileLink) => onChange?.(files.filter((f) => f.fileId !== link.fileId));
  const groups = config.types?.length
    ? config.types.map((o) => ({
        type: String(o.value),
        files: files.filter((f) => f.type === String(o.value)),
      }))
    : [{ type: undefined, files }];

  return (
    <div id={id} data-testid={testId}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {groups
          .filter((g) => g.files.length || !config.types?.length)
          .map((g) => (
            <div key={g.type ?? 'all'}>
              {g.type ? <Tag>{typeLabel(g.type)}</Tag> : null}
              <FileLinks files={fileLinksOf(g.files)} onDelete={disabled ? undefined : remove} />
            </div>
          ))}
        <Button
          icon={<UploadOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
          data-testid={`${testId}-upload`}
        >
          {t('files.upload')}
        </Button>
      </Space>
      <FileUploadDialog
        open={open}
        types={config.types?.map((o) => ({ value: String(o.value), label: o.label[lang] }))}
        onClose={() => setOpen(false)}
        onUploaded={({ type, files: stored }) =>
          onChange?.([
            ...files,
            ...stored.map((s) => ({ fileId: s.id, fileName: s.fileName, type: type ?? null })),
          ])
        }
      />
    </div>
  );
}
