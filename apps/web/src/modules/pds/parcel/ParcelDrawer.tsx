import { message as catalogue, type Language, PARCEL_STATUS_LABELS } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Spin, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { TrackNoCell } from './ParcelTable.tsx';
import { type ParcelDetail, parcelApi, parcelKeys } from './parcel-api.ts';
import { CommoditiesTab, FilesTab, PiecesTab, TracksTab } from './parcel-drawer-tabs.tsx';

type Props = { parcelId: string | undefined; onClose: () => void; onChanged: () => void };

const time = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** A party (sender or recipient) in one line. */
function partyLine(p: Record<string, unknown>) {
  return ['name', 'company', 'phone', 'address1', 'city', 'state', 'postcode', 'countryCode']
    .map((k) => p[k])
    .filter((v) => typeof v === 'string' && v)
    .join(', ');
}

/** The info tab: numbers, status, the track number (or the label error in red), manifest and label fields. */
function InfoTab({ detail, lang }: { detail: ParcelDetail; lang: Language }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`pdsParcel.columns.${key}`);
  const i = detail.info;
  const items = [
    { key: 'waybillNo', label: c('waybillNo'), children: i.waybillNo },
    { key: 'customerNo', label: c('customerNo'), children: i.customerNo ?? '' },
    {
      key: 'customer',
      label: c('customer'),
      children: [i.customerCode, i.customerName].filter(Boolean).join(' '),
    },
    { key: 'status', label: c('status'), children: <Tag>{PARCEL_STATUS_LABELS[i.status][lang]}</Tag> },
    { key: 'productName', label: c('productName'), children: i.productName ?? '' },
    { key: 'channelName', label: c('channelName'), children: i.channelName ?? '' },
    {
      key: 'trackNo',
      label: c('trackNo'),
      children: <TrackNoCell trackNo={i.trackNo} labelError={i.labelError} />,
    },
    { key: 'subTrackNos', label: t('pdsParcel.subTrackNos'), children: i.subTrackNos.join(', ') },
    { key: 'manifest', label: c('endShipManifestCode'), children: i.endShipManifestCode ?? '' },
    {
      key: 'isManifest',
      label: t('pdsParcel.isManifest'),
      children: (
        <span data-testid="parcel-is-manifest">{catalogue(lang, i.isEndShipManifest ? 'yes' : 'no')}</span>
      ),
    },
    {
      key: 'confirm',
      label: t('pdsParcel.manifestConfirmTime'),
      children: time(i.endShipManifestConfirmTime),
    },
    { key: 'labelDescription', label: t('pdsParcel.labelDescription'), children: i.labelDescription ?? '' },
    { key: 'fba', label: t('pdsParcel.fbaShipmentId'), children: i.fbaShipmentId ?? '' },
    { key: 'chargeWeight', label: c('chargeWeight'), children: i.chargeWeight ?? '' },
    { key: 'orderTime', label: c('orderTime'), children: time(i.orderTime) },
    { key: 'remark', label: t('pdsParcel.orderRemark'), children: i.orderRemark ?? '' },
    { key: 'sender', label: t('pdsParcel.sender'), children: partyLine(i.sender), span: 2 },
    { key: 'recipient', label: t('pdsParcel.recipient'), children: partyLine(i.recipient), span: 2 },
  ];
  return <Descriptions size="small" bordered column={2} items={items} data-testid="parcel-info" />;
}

/** The fees tab: the parcel's fees and their totals summed per currency. */
function FeesTab({ detail }: { detail: ParcelDetail }) {
  const { t } = useTranslation();
  const columns = [
    { key: 'subjectName', dataIndex: 'subjectName', title: t('pdsParcel.fee') },
    { key: 'value', dataIndex: 'value', title: t('pdsParcel.amount'), align: 'right' as const },
    { key: 'currency', dataIndex: 'currency', title: t('pdsParcel.currency') },
    { key: 'formula', dataIndex: 'formula', title: t('pdsParcel.formula') },
  ];
  return (
    <div data-testid="parcel-fees">
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={detail.fees}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pdsParcel.noFees')} />,
        }}
      />
      {detail.feeTotals.length ? (
        <Typography.Text strong style={{ display: 'block', marginTop: 8 }} data-testid="parcel-fee-totals">
          {t('pdsParcel.total')}: {detail.feeTotals.map((c) => `${c.currency} ${c.total}`).join(' · ')}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The parcel waybill drawer (platform-core §2 "Parcel waybill drawer (PDS)"): info, fees (summed per
 * currency), pieces, commodities, tracks and files; each sub-list is fetched with its `findById` flag.
 */
export function ParcelDrawer({ parcelId, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const detail = useQuery({
    queryKey: parcelKeys.detail(parcelId ?? ''),
    queryFn: () => parcelApi.detail(parcelId!),
    enabled: Boolean(parcelId),
  });
  const d = detail.data;
  const tab = (key: string, children: React.ReactNode) => ({
    key,
    label: t(`pdsParcel.tabs.${key}`),
    children,
  });
  return (
    <Drawer
      open={Boolean(parcelId)}
      onClose={onClose}
      size="min(960px, 96vw)"
      title={d ? `${t('pdsParcel.menu.list')} ${d.info.waybillNo}` : t('pdsParcel.menu.list')}
      destroyOnHidden
      data-testid="parcel-drawer"
    >
      {!d || !parcelId ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            tab('info', <InfoTab detail={d} lang={lang} />),
            tab('fees', <FeesTab detail={d} />),
            tab('pieces', <PiecesTab id={parcelId} />),
            tab('commodities', <CommoditiesTab id={parcelId} />),
            tab('tracks', <TracksTab id={parcelId} lang={lang} />),
            tab(
              'files',
              <FilesTab id={parcelId} lang={lang} permissions={session.permissions} onChanged={onChanged} />,
            ),
          ].map((item) => ({
            ...item,
            label: <span data-testid={`parcel-drawer-tab-${item.key}`}>{item.label}</span>,
          }))}
        />
      )}
    </Drawer>
  );
}
