import {
  PRINT_BILL_TYPE_OPTIONS,
  PRINT_DOCUMENT_TYPE_OPTIONS,
  PRINT_TASK_STATUS_OPTIONS,
  PRINT_TASK_STATUSES,
  type PrintTaskStatus,
  type PrintTaskView,
} from '@freightdesk/domain';
import { Button, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { JobStart } from '#web/components/progress/progress-api.ts';
import { documentApi, openPdf, type PrintTaskPage, saveFile } from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

const STATUS_COLOR: Record<PrintTaskStatus, string> = {
  pending: 'default',
  printing: 'processing',
  done: 'success',
  failed: 'error',
};
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

type Props = {
  data: PrintTaskPage | undefined;
  loading: boolean;
  status: PrintTaskStatus | 'all';
  page: number;
  pageSize: number;
  onStatus: (s: PrintTaskStatus | 'all') => void;
  onPage: (p: number) => void;
  onChanged: () => void;
  run: <T>(start: () => Promise<JobStart>) => Promise<{ progressId: string; result: T }>;
};

/** The print tasks with status tabs (counts), bill type, result message, and open (PDF) / download / retry. */
export function PrintTaskTable({
  data,
  loading,
  status,
  page,
  pageSize,
  onStatus,
  onPage,
  onChanged,
  run,
}: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = (options: typeof PRINT_TASK_STATUS_OPTIONS, v: string | number) =>
    options.find((o) => o.value === v)?.label[lang] ?? String(v);
  const retry = async (id: string) => {
    try {
      await run(() => documentApi.retryPrintTask(id));
    } catch {
      // told already
    } finally {
      onChanged();
    }
  };

  const columns: ColumnsType<PrintTaskView> = [
    { key: 'createdAt', title: t('documents.createdAt'), render: (_, r) => time(r.createdAt), width: 170 },
    {
      key: 'billType',
      title: t('documents.billType'),
      render: (_, r) => (
        <span data-testid={`task-bill-type-${r.id}`}>{label(PRINT_BILL_TYPE_OPTIONS, r.billType)}</span>
      ),
      width: 130,
    },
    {
      key: 'type',
      title: t('documents.type'),
      render: (_, r) => `${label(PRINT_DOCUMENT_TYPE_OPTIONS, r.type)}${r.format === 'zpl' ? ' (ZPL)' : ''}`,
      width: 140,
    },
    {
      key: 'waybills',
      title: t('documents.waybills'),
      render: (_, r) => (
        <Tooltip title={r.waybillNos.join(', ')}>
          <span data-testid={`task-waybills-${r.id}`}>
            {r.waybillCount} · {r.waybillNos.slice(0, 3).join(', ')}
            {r.waybillNos.length > 3 ? ' …' : ''}
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: t('documents.status'),
      width: 110,
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`task-status-${r.id}`}>
          {label(PRINT_TASK_STATUS_OPTIONS, r.status)}
        </Tag>
      ),
    },
    { key: 'result', title: t('documents.result'), dataIndex: 'resultMessage' },
    { key: 'printedBy', title: t('documents.printedBy'), dataIndex: 'printedByName', width: 120 },
    { key: 'printedAt', title: t('documents.printedAt'), render: (_, r) => time(r.printedAt), width: 170 },
    {
      key: 'actions',
      title: t('documents.actions'),
      width: 200,
      render: (_, r) => (
        <Space size="small">
          {r.status === 'done' ? (
            <>
              {r.format === 'pdf' ? (
                <Button
                  size="small"
                  onClick={async () => openPdf(await documentApi.downloadPrintTask(r.id))}
                  data-testid={`task-open-${r.id}`}
                >
                  {t('documents.open')}
                </Button>
              ) : null}
              <Button
                size="small"
                onClick={async () => saveFile(await documentApi.downloadPrintTask(r.id))}
                data-testid={`task-download-${r.id}`}
              >
                {t('documents.download')}
              </Button>
            </>
          ) : null}
          {r.status === 'failed' ? (
            <Button size="small" onClick={() => void retry(r.id)} data-testid={`task-retry-${r.id}`}>
              {t('documents.retry')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const counts = data?.counts ?? {};
  return (
    <>
      <Tabs
        size="small"
        activeKey={status}
        onChange={(k) => onStatus(k as PrintTaskStatus | 'all')}
        items={(['all', ...PRINT_TASK_STATUSES] as const).map((s) => ({
          key: s,
          label: (
            <span data-testid={`task-tab-${s}`}>
              {s === 'all' ? t('documents.all') : label(PRINT_TASK_STATUS_OPTIONS, s)} ({counts[s] ?? 0})
            </span>
          ),
        }))}
      />
      <Table<PrintTaskView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={loading}
        locale={{ emptyText: t('documents.noTasks') }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: onPage,
          showSizeChanger: false,
        }}
        data-testid="print-task-table"
      />
    </>
  );
}
