import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRangeValue } from '#web/components/date-range/DateRangePicker.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { periodOf } from '#web/modules/fms/account-flow/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { reconcileApi, type StatementColumns } from './agent-reconcile-api.ts';
import { completeMapping, type MappingDraft, MappingStep } from './MappingStep.tsx';

type Props = { onMade: (id: string) => void; onClose: () => void };
type Read = { fileId: string; columns: StatementColumns };

/**
 * "New reconciliation": the agent, our fees' belong days (optional) and their statement file
 * (xlsx or csv); then the column mapping, the agent's saved one filled in; then the reconciliation,
 * made once per dialog (one request key), opened as its result.
 */
export function NewReconcileDialog({ onMade, onClose }: Props) {
  const { t } = useTranslation();
  const [agentId, setAgentId] = useState<string>();
  const [period, setPeriod] = useState<DateRangeValue>();
  const [file, setFile] = useState<File>();
  const [read, setRead] = useState<Read>();
  const [mapping, setMapping] = useState<MappingDraft>({ numberKind: 'waybillNo' });
  const [busy, setBusy] = useState(false);
  const [requestKey] = useState(randomId);
  const complete = completeMapping(mapping);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  const next = () =>
    run(async () => {
      const answer = await reconcileApi.columns(agentId!, file!);
      setRead(answer);
      setMapping(answer.columns.mapping);
    });
  const reconcile = () =>
    run(async () => {
      const made = await reconcileApi.make({
        agentId: agentId!,
        fileId: read!.fileId,
        mapping: complete!,
        requestKey,
        ...periodOf(period),
      } as Parameters<typeof reconcileApi.make>[0]);
      onMade(made.id);
    });

  const footer = read ? (
    <Button
      type="primary"
      loading={busy}
      disabled={!complete}
      onClick={reconcile}
      data-testid="reconcile-run"
    >
      {t('agentReconcile.reconcile')}
    </Button>
  ) : (
    <Button
      type="primary"
      loading={busy}
      disabled={!agentId || !file}
      onClick={next}
      data-testid="reconcile-next"
    >
      {t('agentReconcile.next')}
    </Button>
  );
  return (
    <Modal
      open
      title={t('agentReconcile.make')}
      onCancel={onClose}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      {read ? (
        <MappingStep
          headers={read.columns.headers}
          sample={read.columns.sample}
          saved={read.columns.saved}
          value={mapping}
          onChange={setMapping}
        />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('agentReconcile.fields.agent')} required>
            <RefSelect
              entity="agent"
              value={agentId}
              onChange={(v) => setAgentId(v as string | undefined)}
              data-testid="reconcile-agent"
            />
          </Form.Item>
          <Form.Item label={t('agentReconcile.fields.period')}>
            <DateRangePicker value={period} onChange={setPeriod} data-testid="reconcile-period" />
          </Form.Item>
          <Form.Item label={t('agentReconcile.fields.fileName')} required>
            <Upload
              accept=".xlsx,.csv"
              maxCount={1}
              showUploadList={false}
              beforeUpload={(f) => {
                setFile(f as File);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} data-testid="reconcile-file">
                {t('agentReconcile.chooseFile')}
              </Button>
            </Upload>
            {file && <Typography.Text data-testid="reconcile-file-name"> {file.name}</Typography.Text>}
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
