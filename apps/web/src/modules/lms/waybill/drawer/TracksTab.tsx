import {
  formatTimeCost,
  TIME_COST_NODE_LABELS,
  TIME_COST_NODES,
  TRACK_STATUS_OPTIONS,
  type TrackStatus,
} from '@freightdesk/domain';
import { Card, Empty, Space, Statistic, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PullTracksButton } from '#web/modules/lms/track-no/index.ts';
import { useDrawer, useTabDetail } from './drawer-context.tsx';
import { formatTime, optionLabel, TAB_FLAGS, tracksNewestFirst } from './drawer-logic.ts';

/** Timeline colour per track node type (spec §4: each track status has its icon). */
const NODE_COLOR: Record<TrackStatus, string> = {
  pickUp: 'blue',
  inTransit: 'blue',
  availableForPickUp: 'cyan',
  outForDelivery: 'cyan',
  failure: 'red',
  delivered: 'green',
  exception: 'red',
  returning: 'orange',
  returned: 'gray',
};

/** The tracks tab: the time-cost nodes, then the tracks as a timeline, newest first. */
export function TracksTab() {
  const { t } = useTranslation();
  const { lang, id } = useDrawer();
  const detail = useTabDetail('tracks', TAB_FLAGS.tracks);
  const tracks = tracksNewestFirst(detail.data?.tracks ?? []);
  const cost = detail.data?.timeCost;
  return (
    <div data-testid="drawer-tracks">
      {detail.data?.info.trackNo ? <PullTracksButton waybillId={id} /> : null}
      {cost ? (
        <Card size="small" title={t('waybillDrawer.timeCost')} style={{ marginBottom: 16 }}>
          <Space size="large" wrap data-testid="time-cost">
            {TIME_COST_NODES.map((node) => (
              <Statistic
                key={node}
                title={TIME_COST_NODE_LABELS[node][lang]}
                value={cost[node] === null ? '—' : formatTimeCost(cost[node], lang)}
                styles={{ content: { fontSize: 16 } }}
              />
            ))}
          </Space>
        </Card>
      ) : null}
      {tracks.length ? (
        <Timeline
          data-testid="track-timeline"
          items={tracks.map((tr) => ({
            key: tr.id,
            color: tr.status ? NODE_COLOR[tr.status] : 'gray',
            title: formatTime(tr.time),
            content: (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{tr.description}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[tr.location, tr.status ? optionLabel(TRACK_STATUS_OPTIONS, tr.status, lang) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      ) : detail.isLoading ? null : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noTracks')} />
      )}
    </div>
  );
}
