import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type JobDetail, percentOf } from './progress-api.ts';

/** The progress of a job: its phase, an antd Progress bar and the rows done of the total. */
export function JobProgressBar({ detail }: { detail: JobDetail }) {
  const { t } = useTranslation();
  const phase = detail.status === 'queued' ? t('progress.queued') : detail.message;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="job-progress">
      {phase && <Typography.Text type="secondary">{phase}</Typography.Text>}
      <Progress
        percent={percentOf(detail)}
        status={detail.status === 'failed' ? 'exception' : 'active'}
        format={() => t('progress.rows', { done: detail.done, total: detail.total })}
      />
    </Space>
  );
}
