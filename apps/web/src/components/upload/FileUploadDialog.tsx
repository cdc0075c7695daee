import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_UPLOAD } from '@freightdesk/domain';
import { Alert, Form, Input, Modal, Select, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type StoredFile, uploadFiles } from './file-api.ts';
import { selectionProblem, UPLOAD_ACCEPT } from './upload-check.ts';

export type FileTypeOption = { value: string; label: string; single?: boolean };

export type UploadResult = { type?: string; remark: string; files: StoredFile[] };

type Props = {
  open: boolean;
  /** File types to choose from (waybill files); none → no type selector. */
  types?: readonly FileTypeOption[];
  /** What the upload is for (`from` of the stored files). */
  from?: string;
  /** Shows a remark field. */
  withRemark?: boolean;
  onClose: () => void;
  /** Called with the stored files; a rejection keeps the dialog open. */
  onUploaded: (result: UploadResult) => Promise<void> | void;
};

/**
 * The upload dialog (spec §5 "Files"): 1–5 files per upload (one for single-file types such as the
 * customer invoice), allowed formats, 20 MB each; the type cannot change once a file is added.
 */
export function FileUploadDialog({ open, types, from, withRemark, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [type, setType] = useState<string | undefined>(types?.[0]?.value);
  const [remark, setRemark] = useState('');
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const single = Boolean(types?.find((o) => o.value === type)?.single);
  const files = picked.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));
  const problem = picked.length ? selectionProblem(files, lang, single) : undefined;

  const reset = () => {
    setPicked([]);
    setRemark('');
    setType(types?.[0]?.value);
  };
  const submit = async () => {
    const blocking = selectionProblem(files, lang, single);
    if (blocking) return;
    setBusy(true);
    try {
      const stored = await uploadFiles(files, { from });
      await onUploaded({ type, remark: remark.trim(), files: stored });
      reset();
      onClose();
    } catch {
      // the request layer told the user; keep the selection for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('files.uploadTitle')}
      okText={t('files.upload')}
      okButtonProps={{
        disabled: !picked.length || Boolean(problem),
        loading: busy,
        'data-testid': 'upload-ok',
      }}
      onOk={submit}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        {types?.length ? (
          <Form.Item label={t('files.type')} required>
            <Select
              value={type}
              onChange={setType}
              options={types.map((o) => ({ value: o.value, label: o.label }))}
              disabled={picked.length > 0}
              data-testid="upload-type"
            />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Upload.Dragger
            multiple={!single}
            accept={UPLOAD_ACCEPT}
            fileList={picked}
            beforeUpload={() => false}
            onChange={({ fileList }) => setPicked(fileList)}
            data-testid="upload-picker"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('files.pick')}</p>
            <p className="ant-upload-hint">
              {t('files.pickHint', {
                max: single ? 1 : UPLOAD_MAX_FILES_PER_UPLOAD,
                mb: UPLOAD_MAX_BYTES / 1048576,
              })}
            </p>
          </Upload.Dragger>
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} data-testid="upload-problem" /> : null}
        {withRemark ? (
          <Form.Item label={t('files.remark')}>
            <Input.TextArea value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
