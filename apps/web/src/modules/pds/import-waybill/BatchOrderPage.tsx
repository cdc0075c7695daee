import { DownloadOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import type { PdsImport } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Steps, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isXlsxFile } from '#web/components/import/import-types.ts';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { saveFile } from '#web/shell/request/download.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { CompareTable, choiceOf, ResultTable } from './BatchTables.tsx';
import { batchOrderApi } from './import-waybill-api.ts';

type Step = 0 | 1 | 2 | 3;

function CustomerPicker({ value, onChange }: { value?: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['pdsBatch', 'customers', keyword],
    queryFn: () => batchOrderApi.customers(keyword),
    staleTime: 30_000,
  });
  return (
    <Select
      data-testid="batch-customer"
      style={{ minWidth: 280 }}
      placeholder={t('pdsBatch.pickCustomer')}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={(found.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
    />
  );
}

/**
 * PDS → batch order (`/pds/waybill/batchOrder`, `/client/pds/waybill/batchOrder`): upload an Excel
 * file of parcels, compare the products' prices per row (the cheapest chosen, problems in red),
 * confirm, submit (a job with its progress bar), then the results and the successful parcels'
 * labels as one PDF.
 */
export function BatchOrderPage() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = session.userType === 'staff';
  const job = useJobProgress();
  const [customerId, setCustomerId] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [imp, setImp] = useState<PdsImport | null>(null);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [step, setStep] = useState<Step>(0);
  const [busy, setBusy] = useState(false);

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  const show = (next: PdsImport) => {
    setImp(next);
    setChoices(
      Object.fromEntries(
        next.rows.flatMap((r) =>
          r.productId ? [[r.row, choiceOf({ productId: r.productId, channelId: r.channelId })]] : [],
        ),
      ),
    );
  };
  const compare = () =>
    guarded(async () => {
      if (!file) return;
      const { result } = await job.run<PdsImport>(() => batchOrderApi.compare(file, customerId));
      show(result);
      setStep(1);
    });
  const confirm = () =>
    guarded(async () => {
      if (!imp) return;
      const rows = Object.entries(choices).map(([row, choice]) => {
        const [productId, channelId] = choice.split('|');
        return { row: Number(row), productId: productId!, channelId: channelId || null };
      });
      show(await batchOrderApi.confirm(imp.importId, rows));
      setStep(2);
    });
  const submit = () =>
    guarded(async () => {
      if (!imp) return;
      const { result } = await job.run<PdsImport>(() => batchOrderApi.submit(imp.importId));
      show(result);
      setStep(3);
    });
  const printed = imp?.rows.filter((r) => r.result === 10 && r.parcelId).map((r) => r.parcelId!) ?? [];
  const print = () => guarded(async () => saveFile(await batchOrderApi.print(printed)));
  const restart = () => {
    setImp(null);
    setFile(null);
    setStep(0);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="batch-order-page">
      <Steps
        size="small"
        current={step}
        items={[
          { title: t('pdsBatch.steps.upload') },
          { title: t('pdsBatch.steps.compare') },
          { title: t('pdsBatch.steps.submit') },
          { title: t('pdsBatch.steps.result') },
        ]}
      />
      {step === 0 && (
        <Card size="small" title={t('pdsBatch.route')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>{t('pdsBatch.hint')}</Typography.Paragraph>
            {staff && <CustomerPicker value={customerId} onChange={setCustomerId} />}
            <Button
              icon={<DownloadOutlined />}
              data-testid="batch-template"
              onClick={() => void guarded(async () => saveFile(await batchOrderApi.template()))}
            >
              {t('pdsBatch.template')}
            </Button>
            <Upload
              accept=".xlsx"
              maxCount={1}
              data-testid="batch-file"
              fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                if (!isXlsxFile(chosen)) return Upload.LIST_IGNORE;
                setFile(chosen);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>{t('pdsBatch.steps.upload')}</Button>
            </Upload>
            <Button
              type="primary"
              data-testid="batch-compare"
              loading={busy}
              disabled={!file || (staff && !customerId)}
              onClick={() => void compare()}
            >
              {t('pdsBatch.upload')}
            </Button>
          </Space>
        </Card>
      )}
      {(step === 1 || step === 2) && imp && (
        <Card
          size="small"
          title={t('pdsBatch.summary', { total: imp.total, valid: imp.valid })}
          extra={
            <Space>
              <Button onClick={restart}>{t('pdsBatch.again')}</Button>
              {step === 1 ? (
                <Button
                  type="primary"
                  data-testid="batch-confirm"
                  loading={busy}
                  disabled={!imp.valid}
                  onClick={() => void confirm()}
                >
                  {t('pdsBatch.confirm')}
                </Button>
              ) : (
                <Button
                  type="primary"
                  data-testid="batch-submit"
                  loading={busy}
                  onClick={() => void submit()}
                >
                  {t('pdsBatch.submit')}
                </Button>
              )}
            </Space>
          }
        >
          <CompareTable
            imp={imp}
            choices={choices}
            locked={step === 2}
            onChoose={(row, choice) => setChoices((c) => ({ ...c, [row]: choice }))}
          />
        </Card>
      )}
      {job.detail && <JobProgressBar detail={job.detail} />}
      {step === 3 && imp && (
        <Card
          size="small"
          title={
            <span data-testid="batch-results">
              {t('pdsBatch.results', { success: imp.success, fail: imp.fail })}
            </span>
          }
          extra={
            <Space>
              <Button onClick={restart}>{t('pdsBatch.again')}</Button>
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                data-testid="batch-print"
                disabled={!printed.length}
                loading={busy}
                onClick={() => void print()}
              >
                {t('pdsBatch.print')}
              </Button>
            </Space>
          }
        >
          {imp.fail > 0 && <Alert type="warning" showIcon title={t('pdsBatch.results', imp)} />}
          <ResultTable imp={imp} />
        </Card>
      )}
    </Space>
  );
}
