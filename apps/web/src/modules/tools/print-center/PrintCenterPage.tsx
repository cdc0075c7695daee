import { PrinterOutlined } from '@ant-design/icons';
import {
  hasPermission,
  PARCEL_BILL_TYPE,
  Permission,
  PRINT_BILL_TYPE_OPTIONS,
  PRINT_DOCUMENT_TYPE_OPTIONS,
  PRINT_MAX_WAYBILLS,
  type PrintBillType,
  type PrintDocumentType,
  type PrintFormat,
  type PrintTaskStatus,
  type PrintTaskView,
  splitNumbers,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import {
  documentApi,
  documentKeys,
  openPdf,
  type PrintTaskPage,
  saveFile,
} from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PrintTaskTable } from './PrintTaskTable.tsx';
import { PRINT_TASK_VIEW } from './print-task-view.ts';

/**
 * Print centre (staff `tools/print-center`, customer `/client/tools/print-center`): batch print from
 * pasted numbers of freight waybills (labels or commercial invoices) or, for users who may print
 * parcel labels (customers with the parcel system), of parcels (labels: one merged PDF or ZPL). Each
 * print is a task generated in the background (progress bar); the task list shows bill type, status
 * and result, and opens or downloads the file.
 */
export function PrintCenterPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const [type, setType] = useState<PrintDocumentType>('label');
  const [billType, setBillType] = useState<PrintBillType>(0);
  const [format, setFormat] = useState<PrintFormat>('pdf');
  const [numbers, setNumbers] = useState('');
  const tasks = useListView<PrintTaskView, PrintTaskPage>(PRINT_TASK_VIEW);
  const job = useJobProgress();
  const isCustomer = session.userType === 'customer';
  const allow = useQuery({
    queryKey: documentKeys.allowCustomerLabel,
    queryFn: documentApi.isAllowCustomerLabel,
    enabled: isCustomer,
  });
  const mayParcels =
    hasPermission(session.permissions, Permission.pdsWaybillPrint) &&
    (!isCustomer || Boolean(session.customer?.enableSysCodes.includes('PDS')));
  const parcels = mayParcels && billType === PARCEL_BILL_TYPE;
  const labelBlocked = isCustomer && allow.data === false;
  const count = splitNumbers(numbers).length;
  const chosen = parcels ? 'label' : labelBlocked && type === 'label' ? 'invoice' : type;
  const body = parcels
    ? ({ billType: PARCEL_BILL_TYPE, type: 'label', format, numbers } as const)
    : { type: chosen, numbers };

  const print = async () => {
    if (!count) {
      void message.warning(t('documents.numbersRequired'));
      return;
    }
    try {
      const { result } = await job.run<{ taskId: string }>(() => documentApi.createPrintTask(body));
      setNumbers('');
      const zpl = parcels && format === 'zpl';
      void message.success(t(zpl ? 'documents.printedZpl' : 'documents.printed'));
      const file = await documentApi.downloadPrintTask(result.taskId);
      if (zpl) saveFile(file);
      else openPdf(file);
    } catch {
      // told already: the request layer or the job's failure message
    } finally {
      void tasks.refetch();
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="print-center-page">
      <Card size="small" title={t('documents.batchPrint')}>
        <Form layout="vertical" onFinish={() => void print()}>
          {mayParcels ? (
            <Form.Item label={t('documents.billType')}>
              <Radio.Group
                value={parcels ? PARCEL_BILL_TYPE : 0}
                onChange={(e) => setBillType(e.target.value as PrintBillType)}
                options={PRINT_BILL_TYPE_OPTIONS.map((o) => ({
                  value: Number(o.value),
                  label: o.label[lang],
                }))}
                data-testid="print-bill-type"
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('documents.type')}>
            <Radio.Group
              value={chosen}
              onChange={(e) => setType(e.target.value as PrintDocumentType)}
              options={PRINT_DOCUMENT_TYPE_OPTIONS.map((o) => ({
                value: String(o.value),
                label: o.label[lang],
                disabled: parcels ? o.value !== 'label' : o.value === 'label' && labelBlocked,
              }))}
              data-testid="print-type"
            />
          </Form.Item>
          {parcels ? (
            <Form.Item label={t('documents.format')}>
              <Radio.Group
                value={format}
                onChange={(e) => setFormat(e.target.value as PrintFormat)}
                options={[
                  { value: 'pdf', label: t('documents.formatPdf') },
                  { value: 'zpl', label: t('documents.formatZpl') },
                ]}
                data-testid="print-format"
              />
            </Form.Item>
          ) : null}
          {labelBlocked && !parcels ? (
            <Typography.Paragraph type="warning">{t('documents.labelNotAllowed')}</Typography.Paragraph>
          ) : null}
          <Form.Item
            label={t(parcels ? 'documents.parcelNumbers' : 'documents.numbers')}
            extra={t('documents.numbersHint', { count, max: PRINT_MAX_WAYBILLS })}
          >
            <Input.TextArea
              value={numbers}
              onChange={(e) => setNumbers(e.target.value)}
              autoSize={{ minRows: 3, maxRows: 10 }}
              placeholder={t('documents.numbersPlaceholder')}
              data-testid="print-numbers"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PrinterOutlined />}
            loading={Boolean(job.detail)}
            disabled={count > PRINT_MAX_WAYBILLS}
            data-testid="print-submit"
          >
            {t('documents.print')}
          </Button>
        </Form>
        {job.detail ? (
          <div style={{ marginTop: 16 }}>
            <JobProgressBar detail={job.detail} />
          </div>
        ) : null}
      </Card>
      <Card size="small" title={t('documents.tasks')}>
        <PrintTaskTable
          data={tasks.data}
          loading={tasks.loading}
          status={(tasks.state.tab ?? 'all') as PrintTaskStatus | 'all'}
          page={tasks.state.page}
          pageSize={PRINT_TASK_VIEW.pageSize}
          onStatus={tasks.setTab}
          onPage={(page) => tasks.update({ page })}
          onChanged={() => void tasks.refetch()}
          run={job.run}
        />
      </Card>
    </Space>
  );
}
