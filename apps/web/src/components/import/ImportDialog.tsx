import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { message as catalogue, ImportMode } from '@freightdesk/domain';
import { App, Button, Modal, Radio, Space, Typography, Upload, type UploadFile } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureReasonDialog } from '#web/components/failure-reason/FailureReasonDialog.tsx';
import { type FailureRow, failureRowsOf } from '#web/components/failure-reason/failure-sheet.ts';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { saveFile } from '#web/shell/request/download.ts';
import {
  type ImportApi,
  type ImportModeValue,
  type ImportPreview,
  type ImportResult,
  isXlsxFile,
} from './import-types.ts';

type Props = {
  open: boolean;
  title: string;
  api: ImportApi;
  onClose: () => void;
  onImported: (result: ImportResult) => void;
  /** Shows the first rows of a preview (the list page renders them with its columns). */
  renderRows?: (rows: ImportPreview['rows']) => ReactNode;
};

/**
 * The import dialog: template download, an xlsx file, its preview (problems go to the "failure
 * reason" dialog and nothing is written), then confirmation in overwrite (0) or append (1) mode.
 * Preview and confirmation run as server jobs whose progress bar shows in the dialog.
 */
export function ImportDialog({ open, title, api, onClose, onImported, renderRows }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mode, setMode] = useState<ImportModeValue>(ImportMode.append);
  const [failures, setFailures] = useState<FailureRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useJobProgress();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMode(ImportMode.append);
  };
  const close = () => {
    job.cancel();
    reset();
    onClose();
  };
  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // a refusal naming rows (e.g. the data changed since the preview) opens the failure reason
      const rows = failureRowsOf(error.data);
      if (rows) setFailures(rows);
    } finally {
      setBusy(false);
    }
  };

  const downloadTemplate = () => guarded(async () => saveFile(await api.template()));
  const check = () =>
    guarded(async () => {
      if (!file) {
        void message.warning(catalogue(lang, 'pleaseUploadFile'));
        return;
      }
      const { result: answer } = await job.run<ImportPreview>(() => api.preview(file));
      if (answer.errors.length) setFailures(answer.errors);
      else setPreview(answer);
    });
  const confirm = () =>
    guarded(async () => {
      if (!preview) return;
      const { result } = await job.run<ImportResult>(() => api.confirm(preview.importId, mode));
      onImported(result);
      close();
    });

  const fileList: UploadFile[] = file ? [{ uid: 'file', name: file.name, status: 'done' }] : [];
  const footer = preview
    ? [
        <Button key="back" onClick={() => setPreview(null)} data-testid="import-back">
          {t('importDialog.chooseAgain')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="import-confirm"
        >
          {t('importDialog.confirm')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="check"
          type="primary"
          loading={busy}
          onClick={() => void check()}
          data-testid="import-check"
        >
          {t('importDialog.check')}
        </Button>,
      ];

  return (
    <>
      <Modal
        open={open}
        title={t('importDialog.title', { title })}
        onCancel={close}
        footer={footer}
        width={preview ? 960 : 560}
        destroyOnHidden
      >
        {preview ? (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="import-preview">
            <Typography.Text>
              {t('importDialog.summary', { total: preview.total, existing: preview.existing ?? 0 })}
            </Typography.Text>
            <Space>
              <Typography.Text strong>{t('importDialog.mode')}</Typography.Text>
              <Radio.Group
                value={mode}
                onChange={(e) => setMode(e.target.value as ImportModeValue)}
                options={[
                  {
                    value: ImportMode.overwrite,
                    label: <span data-testid="import-mode-0">{t('importDialog.overwrite')}</span>,
                  },
                  {
                    value: ImportMode.append,
                    label: <span data-testid="import-mode-1">{t('importDialog.append')}</span>,
                  },
                ]}
              />
            </Space>
            {job.detail && <JobProgressBar detail={job.detail} />}
            {renderRows?.(preview.rows)}
          </Space>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadTemplate()}
              data-testid="import-template"
            >
              {t('importDialog.template')}
            </Button>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              fileList={fileList}
              data-testid="import-file"
              beforeUpload={(chosen) => {
                if (!isXlsxFile(chosen)) {
                  void message.warning(catalogue(lang, 'excelReadFailed'));
                  return Upload.LIST_IGNORE;
                }
                setFile(chosen);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('importDialog.dragTip')}</p>
            </Upload.Dragger>
            {job.detail && <JobProgressBar detail={job.detail} />}
          </Space>
        )}
      </Modal>
      <FailureReasonDialog rows={failures} onClose={() => setFailures(null)} />
    </>
  );
}
