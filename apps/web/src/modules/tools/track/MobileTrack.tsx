import { PUBLIC_TRACK_QUERY_MAX_NUMBERS } from '@freightdesk/domain';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '#web/shell/layout/LanguageSwitcher.tsx';
import { MOBILE_BASE } from '#web/shell/session/token.ts';
import { TrackResults } from './TrackResults.tsx';
import { trackQueryApi } from './track-query-api.ts';
import { useTrackQuery } from './use-track-query.ts';

/**
 * `/m/track`: the public track query for phones — up to 20 waybill or track numbers, no sign-in;
 * answers only the status and the tracks (no personal data).
 */
export function MobileTrack() {
  const { t } = useTranslation();
  const { text, setText, count, results, loading, run } = useTrackQuery(trackQueryApi.publicQuery);
  return (
    <div className="fd-mobile" data-testid="mobile-track">
      <Card
        title={<Typography.Text strong>{t('waybillTools.track.publicTitle')}</Typography.Text>}
        extra={<LanguageSwitcher />}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            rows={3}
            value={text}
            placeholder={t('waybillTools.track.publicHint')}
            onChange={(e) => setText(e.target.value)}
            data-testid="mobile-track-numbers"
          />
          <Button
            type="primary"
            block
            loading={loading}
            disabled={count === 0 || count > PUBLIC_TRACK_QUERY_MAX_NUMBERS}
            onClick={() => void run()}
            data-testid="mobile-track-submit"
          >
            {t('waybillTools.track.query')}
          </Button>
          {results && <TrackResults results={results} />}
          <Button type="link" href={`${MOBILE_BASE}/`} block>
            {t('waybillTools.track.signIn')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
