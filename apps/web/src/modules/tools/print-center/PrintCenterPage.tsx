import { PrinterOutlined } from '@ant-design/icons';
import {
  PRINT_DOCUMENT_TYPE_OPTIONS,
  PRINT_MAX_WAYBILLS,
  type PrintDocumentType,
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
import { documentApi, documentKeys, openPdf, type PrintTaskPage } from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PrintTaskTable } from './PrintTaskTable.tsx';
import { PRINT_TASK_VIEW } from './print-task-view.ts';

/**
 * Print centre (staff `tools/print-center`, customer `/client/tools/print-center`): batch print of
 * labels or commercial invoices from pasted numbers. Each print is a task generated in the
 * background (progress bar); the task list shows status and result, and opens or downloads the PDF.
 */
export function PrintCenterPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const [type, setType] = useState<PrintDocumentType>('label');
  const [numbers, setNumbers] = useState('');
  const tasks = useListView<PrintTaskView, PrintTaskPage>(PRINT_TASK_VIEW);
  const job = useJobProgress();
  const isCustomer = session.userType === 'customer';
  const allow = useQuery({
    queryKey: documentKeys.allowCustomerLabel,
    queryFn: documentApi.isAllowCustomerLabel,
    enabled: isCustomer,
  });
  const labelBlocked = isCustomer && allow.data === false;
  const count = splitNumbers(numbers).length;
  const chosen = labelBlocked && type === 'label' ? 'invoice' : type;

  const print = async () => {
    if (!count) {
      void message.warning(t('documents.numbersRequired'));
      return;
    }
    try {
      const { result } = await job.run<{ taskId: string }>(() =>
        documentApi.createPrintTask({ type: chosen, numbers }),
      );
      setNumbers('');
      void message.success(t('documents.printed'));
      openPdf(await documentApi.downloadPrintTask(result.taskId));
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
          <Form.Item label={t('documents.type')}>
            <Radio.Group
              value={chosen}
              onChange={(e) => setType(e.target.value as PrintDocumentType)}
              options={PRINT_DOCUMENT_TYPE_OPTIONS.map((o) => ({
                value: String(o.value),
                label: o.label[lang],
                disabled: o.value === 'label' && labelBlocked,
              }))}
              data-testid="print-type"
            />
          </Form.Item>
          {labelBlocked ? (
            <Typography.Paragraph type="warning">{t('documents.labelNotAllowed')}</Typography.Paragraph>
          ) : null}
          <Form.Item
            label={t('documents.numbers')}
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
