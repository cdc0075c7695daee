import type { TrackQueryResult } from '@freightdesk/domain';
import { Card, Empty, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { nodeText, statusText, timeCostNodes } from './track-results.ts';

type Props = { results: readonly TrackQueryResult[] };

/** Per pasted number: the status, the time-cost nodes and the tracks, newest first (desktop and mobile). */
export function TrackResults({ results }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }} data-testid="track-results">
      {results.map((r) => (
        <Card
          key={r.number}
          size="small"
          data-testid={`track-result-${r.number}`}
          title={
            <Space wrap>
              <Typography.Text strong copyable>
                {r.waybillNo ?? r.number}
              </Typography.Text>
              {r.found ? (
                <Tag color="blue" data-testid="track-result-status">
                  {statusText(r.status, lang)}
                </Tag>
              ) : (
                <Tag color="red">{t('waybillTools.track.notFound')}</Tag>
              )}
              {r.trackNo && <Typography.Text type="secondary">{r.trackNo}</Typography.Text>}
              {r.destination && (
                <Typography.Text type="secondary">
                  {t('waybillTools.track.destination')}: {r.destination}
                </Typography.Text>
              )}
            </Space>
          }
        >
          {r.found && (
            <>
              {timeCostNodes(r, lang).length > 0 && (
                <Space wrap style={{ marginBottom: 8 }} data-testid="track-time-cost">
                  <Typography.Text type="secondary">{t('waybillTools.track.timeCost')}:</Typography.Text>
                  {timeCostNodes(r, lang).map((n) => (
                    <Tag key={n.key}>
                      {t(`waybillTools.track.costs.${n.key}`)} {n.text}
                    </Tag>
                  ))}
                </Space>
              )}
              {r.tracks.length ? (
                <Timeline
                  items={r.tracks.map((row, i) => ({
                    key: `${row.time}-${i}`,
                    color: i === 0 ? 'blue' : 'gray',
                    title: dayjs(row.time).format('YYYY-MM-DD HH:mm'),
                    content: (
                      <Space orientation="vertical" size={0}>
                        <Typography.Text strong={i === 0}>{row.description}</Typography.Text>
                        <Typography.Text type="secondary">
                          {[nodeText(row.status, lang), row.location].filter(Boolean).join(' · ')}
                        </Typography.Text>
                      </Space>
                    ),
                  }))}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillTools.track.noTracks')} />
              )}
            </>
          )}
        </Card>
      ))}
    </Space>
  );
}
