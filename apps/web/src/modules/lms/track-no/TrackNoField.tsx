import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openPdf } from '#web/modules/lms/document/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { trackNoApi, trackNoKeys } from './track-no-api.ts';

/**
 * The drawer's track number: the number (or, when the last fetch failed, the carrier's message in
 * red), the sub and history numbers, the label print button where the reader may print it (never an
 * only-make-document customer's user), and the
 * last track update (its error in red).
 */
export function TrackNoField({ waybillId, trackNo }: { waybillId: string; trackNo: string | null }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: trackNoKeys.info(waybillId), queryFn: () => trackNoApi.info(waybillId) });
  const d = info.data;
  const session = useSession();
  const mayPrint = Boolean(d?.mayPrint) && !session.customer?.isOnlyMakeDocument;
  const print = async () => {
    try {
      openPdf(await trackNoApi.label(waybillId));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Space orientation="vertical" size={2} data-testid="drawer-track-no">
      <Space size={4} wrap>
        <span data-testid="track-no-value">{d?.trackNo ?? trackNo ?? ''}</span>
        {d?.labelFileId && mayPrint ? (
          <Button
            size="small"
            icon={<PrinterOutlined />}
            onClick={() => void print()}
            data-testid="track-no-print"
          >
            {t('trackNo.printLabel')}
          </Button>
        ) : null}
      </Space>
      {d?.fetchError && !d.trackNo ? (
        <Typography.Text type="danger" data-testid="track-no-error">
          {t('trackNo.fetchError')}: {d.fetchError}
        </Typography.Text>
      ) : null}
      {d?.subTrackNos.length ? (
        <span data-testid="track-no-sub">
          {t('trackNo.sub')}:{' '}
          {d.subTrackNos.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </span>
      ) : null}
      {d?.historyTrackNos.length ? (
        <Typography.Text type="secondary" data-testid="track-no-history">
          {t('trackNo.history')}: {d.historyTrackNos.join(', ')}
        </Typography.Text>
      ) : null}
      {d?.trackTaskNotifyErrMsg ? (
        <Typography.Text type="danger" data-testid="track-task-error">
          {t('trackNo.taskError')}: {d.trackTaskNotifyErrMsg}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
