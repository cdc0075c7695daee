import { InboxOutlined } from '@ant-design/icons';
import { STATEMENT_FIELDS, type StatementField, type StatementMapping } from '@freightdesk/domain';
import { Alert, App, Form, Modal, Select, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { bankStatementApi, type StatementPreview } from './bank-statement-api.ts';

type Props = { accountId?: string; onDone: () => void; onClose: () => void };

/** Which mapping fields the form offers, and whether one is missing (the amount: one column or in and out). */
export function mappingProblem(m: StatementMapping): 'needTime' | 'needAmount' | undefined {
  if (!m.tradeTime) return 'needTime';
  if (!m.amount && !m.inValue && !m.outValue) return 'needAmount';
  return undefined;
}

/**
 * "Import a statement": the account and the file (xlsx or csv), then its columns mapped to ours — the
 * account's saved mapping when it fits, else a guess from the headers — over the file's first rows,
 * then the import; the answer says how many lines came in and how many were there already.
 */
export function StatementImportDialog({ accountId: initial, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const accounts = useCashAccounts();
  const [accountId, setAccountId] = useState<string | undefined>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<(StatementPreview & { fileId: string }) | null>(null);
  const [mapping, setMapping] = useState<StatementMapping>({});
  const [busy, setBusy] = useState(false);
  const [requestKey] = useState(randomId);
  const problem = preview ? mappingProblem(mapping) : undefined;

  const readFile = async () => {
    if (!accountId || !file) return;
    setBusy(true);
    try {
      const [stored] = await uploadFiles([file], { from: 'bankStatement' });
      const answer = await bankStatementApi.preview(accountId, stored!.id);
      setPreview({ ...answer, fileId: stored!.id });
      setMapping(answer.mapping as StatementMapping);
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(false);
    }
  };
  const runImport = async () => {
    if (!accountId || !preview || problem) return;
    setBusy(true);
    try {
      const done = await bankStatementApi.import({ accountId, fileId: preview.fileId, mapping, requestKey });
      void message.success(
        t('bankStatement.import.done', { added: done.added, duplicates: done.duplicateRows.length }),
      );
      onDone();
      onClose();
    } catch {
      // the request layer has told the user (a row it could not read is named)
    } finally {
      setBusy(false);
    }
  };
  const setField = (field: StatementField, header: string | undefined) =>
    setMapping((m) => {
      const next = { ...m, [field]: header };
      if (field === 'amount' && header) {
        delete next.inValue;
        delete next.outValue;
      }
      if ((field === 'inValue' || field === 'outValue') && header) delete next.amount;
      return next;
    });

  return (
    <Modal
      open
      title={t('bankStatement.import.open')}
      width={preview ? 900 : 520}
      okText={preview ? t('bankStatement.import.submit') : t('bankStatement.import.next')}
      okButtonProps={
        {
          disabled: preview ? Boolean(problem) : !accountId || !file,
          loading: busy,
          'data-testid': 'statement-import-ok',
        } as never
      }
      onOk={preview ? runImport : readFile}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('bankStatement.import.account')} required>
          <Select
            value={accountId}
            onChange={(v) => {
              setAccountId(v);
              setPreview(null);
            }}
            disabled={Boolean(preview)}
            options={(accounts.data ?? [])
              .filter((a) => a.enabled)
              .map((a) => ({ value: a.accountId, label: `${a.name} (${a.currency})` }))}
            data-testid="statement-import-account"
          />
        </Form.Item>
        {!preview && (
          <Form.Item label={t('bankStatement.import.file')} required>
            <Upload.Dragger
              accept=".xlsx,.csv"
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
              data-testid="statement-import-file"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('bankStatement.import.pick')}</p>
            </Upload.Dragger>
          </Form.Item>
        )}
        {preview && <MappingStep preview={preview} mapping={mapping} onChange={setField} problem={problem} />}
      </Form>
    </Modal>
  );
}

type StepProps = {
  preview: StatementPreview;
  mapping: StatementMapping;
  onChange: (field: StatementField, header: string | undefined) => void;
  problem: 'needTime' | 'needAmount' | undefined;
};

/** The mapping step: one picker per field of ours, the file's first rows below. */
function MappingStep({ preview, mapping, onChange, problem }: StepProps) {
  const { t } = useTranslation();
  const headers = preview.headers.filter(Boolean).map((h) => ({ value: h, label: h }));
  return (
    <>
      <Alert
        type={preview.remembered ? 'success' : 'info'}
        showIcon
        title={t(preview.remembered ? 'bankStatement.import.remembered' : 'bankStatement.import.guessed')}
        description={t('bankStatement.import.amountHelp')}
        style={{ marginBottom: 12 }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '0 12px' }}>
        {STATEMENT_FIELDS.map((field) => (
          <Form.Item
            key={field}
            label={field === 'summary' ? t('accountFlow.summary') : t(`bankStatement.fields.${field}`)}
          >
            <Select
              allowClear
              value={mapping[field]}
              onChange={(v) => onChange(field, v)}
              options={headers}
              data-testid={`statement-map-${field}`}
            />
          </Form.Item>
        ))}
      </div>
      {problem && (
        <Alert
          type="warning"
          showIcon
          title={t(`bankStatement.import.${problem}`)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Typography.Text type="secondary">
        {t('bankStatement.import.rows', { count: preview.rows })}
      </Typography.Text>
      <Table<{ key: number; cells: string[] }>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="key"
        columns={preview.headers.map((h, i) => ({ key: String(i), title: h, render: (_, r) => r.cells[i] }))}
        dataSource={preview.sample.map((cells, key) => ({ key, cells }))}
        data-testid="statement-import-sample"
      />
    </>
  );
}
