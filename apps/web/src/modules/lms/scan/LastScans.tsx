import type { ScanType } from '@freightdesk/domain';
import { Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearSessionScans, type SessionScan, scanTally, useSessionScans } from './scan-session.ts';

type Props = { type: ScanType; onOpen: (waybillId: string) => void };

/** The scans of this session on this screen, newest first, with their message. */
export function LastScans({ type, onOpen }: Props) {
  const { t } = useTranslation();
  const scans = useSessionScans(type);
  const tally = scanTally(scans);
  return (
    <Card
      size="small"
      title={t('scan.lastScans', tally)}
      extra={
        <Button size="small" tabIndex={-1} disabled={!scans.length} onClick={() => clearSessionScans(type)}>
          {t('scan.clearList')}
        </Button>
      }
    >
      <Table<SessionScan>
        size="small"
        rowKey="key"
        pagination={false}
        data-testid="scan-history"
        locale={{ emptyText: <Empty description={t('scan.noScans')} /> }}
        dataSource={scans}
        rowClassName={(s) => (s.ok ? 'scan-row-ok' : 'scan-row-failed')}
        columns={[
          { key: 'time', title: t('scan.time'), dataIndex: 'time', width: 100 },
          {
            key: 'no',
            title: t('scan.number'),
            width: 200,
            render: (_, s) =>
              s.waybillId ? (
                <Typography.Link tabIndex={-1} onClick={() => onOpen(s.waybillId!)}>
                  {s.no}
                </Typography.Link>
              ) : (
                s.no
              ),
          },
          {
            key: 'result',
            title: t('scan.result'),
            width: 90,
            render: (_, s) => (
              <Tag color={s.ok ? 'success' : 'error'}>{s.ok ? t('scan.ok') : t('scan.failed')}</Tag>
            ),
          },
          {
            key: 'message',
            title: t('scan.message'),
            render: (_, s) => (
              <span data-testid="scan-history-message">
                {s.message}
                {s.warnings.map((w) => (
                  <Typography.Text key={w} type="warning" style={{ display: 'block' }}>
                    {w}
                  </Typography.Text>
                ))}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
