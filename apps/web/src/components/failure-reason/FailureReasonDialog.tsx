import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#web/shell/request/download.ts';
import { type FailureRow, failureSheetFile } from './failure-sheet.ts';

type Props = {
  /** The problems to show; the dialog is open while this is not null. */
  rows: readonly FailureRow[] | null;
  onClose: () => void;
};

type Line = FailureRow & { index: number };

/**
 * The "failure reason" dialog (spec §8): numbered rows with the failing row, column and message,
 * and an export button that downloads them as a sheet.
 */
export function FailureReasonDialog({ rows, onClose }: Props) {
  const { t } = useTranslation();
  const headers = {
    index: t('failureReason.index'),
    row: t('failureReason.row'),
    column: t('failureReason.column'),
    message: t('failureReason.message'),
  };
  const lines: Line[] = (rows ?? []).map((r, i) => ({ ...r, index: i + 1 }));
  const columns: TableColumnsType<Line> = [
    { title: headers.index, dataIndex: 'index', width: 70 },
    { title: headers.row, dataIndex: 'row', width: 80 },
    { title: headers.column, dataIndex: 'column', width: 200 },
    { title: headers.message, dataIndex: 'message' },
  ];
  const exportRows = () =>
    saveFile(
      failureSheetFile(
        rows ?? [],
        headers,
        `${t('failureReason.title')}-${dayjs().format('YYYYMMDDHHmmss')}.csv`,
      ),
    );
  return (
    <Modal
      open={rows !== null}
      title={t('failureReason.title')}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={[
        <Button key="export" icon={<DownloadOutlined />} onClick={exportRows} data-testid="failure-export">
          {t('failureReason.export')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose} data-testid="failure-close">
          {t('common.close')}
        </Button>,
      ]}
    >
      <Table<Line>
        rowKey="index"
        size="small"
        data-testid="failure-table"
        columns={columns}
        dataSource={lines}
        pagination={lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ y: 420 }}
      />
    </Modal>
  );
}
