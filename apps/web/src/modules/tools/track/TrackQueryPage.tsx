import { TRACK_QUERY_MAX_NUMBERS } from '@freightdesk/domain';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrackResults } from './TrackResults.tsx';
import { trackQueryApi } from './track-query-api.ts';
import { foundCount } from './track-results.ts';
import { useTrackQuery } from './use-track-query.ts';

/** Tools → track query (`/tools/track`, `/client/tools/track`): paste up to 200 numbers, see status, time cost and tracks. */
export function TrackQueryPage() {
  const { t } = useTranslation();
  const { text, setText, count, results, loading, run } = useTrackQuery(trackQueryApi.query);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="track-query-page">
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('waybillTools.track.numbers')}</Typography.Text>
          <Input.TextArea
            rows={5}
            value={text}
            placeholder={t('waybillTools.track.numbersHint')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || e.altKey)) void run();
            }}
            data-testid="track-query-numbers"
          />
          <Space>
            <Button
              type="primary"
              loading={loading}
              disabled={count === 0}
              onClick={() => void run()}
              data-testid="track-query-submit"
            >
              {t('waybillTools.track.query')}
            </Button>
            <Typography.Text type={count > TRACK_QUERY_MAX_NUMBERS ? 'danger' : 'secondary'}>
              {t('waybillTools.track.count', { count })} / {TRACK_QUERY_MAX_NUMBERS}
            </Typography.Text>
          </Space>
        </Space>
      </Card>
      {results && (
        <Card
          size="small"
          title={t('waybillTools.track.results', { found: foundCount(results), total: results.length })}
        >
          <TrackResults results={results} />
        </Card>
      )}
    </Space>
  );
}
