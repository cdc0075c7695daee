import {
  AUDIT_STATUS_OPTIONS,
  CHECK_GOODS_STATUS_OPTIONS,
  DETAIN_TYPE_OPTIONS,
  type EnumOption,
  INSURE_STATUS_OPTIONS,
  INVOICE_CONFIRM_STATUS_OPTIONS,
  WAYBILL_FLAG_LABELS,
  WAYBILL_FLAGS,
  WAYBILL_TIMESTAMPS,
  WEIGHT_CONFIRM_STATUS_OPTIONS,
} from '@freightdesk/domain';
import { Collapse, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DrawerDetail } from './drawer-api.ts';
import { useDrawer, useFieldLabel } from './drawer-context.tsx';
import { formatTime, optionLabel } from './drawer-logic.ts';

/** Fields of the staff detail beyond the customer drawer, by section; only values present are shown. */
const OPERATIONS = [
  'customer',
  'channelCode',
  'businessType',
  'headTransportMode',
  'endDeliveryMode',
  'fbaReferenceId',
  'subTrackNos',
  'historyTrackNos',
  'combineNo',
  'ladingNo',
  'packageNo',
  'cabinetNo',
  'bookNo',
  'agentReturnNo',
  'destination',
  'euDestination',
] as const;
const TIMES = [...WAYBILL_TIMESTAMPS, 'agentReceiveTime', 'trackTime', 'declareTime'] as const;
const WEIGHTS = [
  'orderActualWeight',
  'orderVolumeWeight',
  'orderChargeWeight',
  'receiveActualWeight',
  'receiveVolumeWeight',
  'receivableRealChargeWeight',
  'receiveWeightRule',
  'receiveVolumeDivisor',
  'sendActualWeight',
  'sendVolumeWeight',
  'sendChargeWeight',
] as const;
const STATUS_ENUMS: Record<string, readonly EnumOption[]> = {
  documentAuditStatus: AUDIT_STATUS_OPTIONS,
  checkGoodsStatus: CHECK_GOODS_STATUS_OPTIONS,
  insureStatus: INSURE_STATUS_OPTIONS,
  weightConfirmStatus: WEIGHT_CONFIRM_STATUS_OPTIONS,
  invoiceConfirmStatus: INVOICE_CONFIRM_STATUS_OPTIONS,
};
const STATUSES = [
  'documentAuditStatus',
  'documentAuditCount',
  'documentAuditDenyReason',
  'checkGoodsStatus',
  'checkGoodsCount',
  'insureStatus',
  'insureValue',
  'weightConfirmStatus',
  'weightRejectReason',
  'invoiceConfirmStatus',
  'deliveryStatus',
] as const;
const SENDER = [
  'name',
  'company',
  'phone',
  'email',
  'countryCode',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'address3',
] as const;

const present = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && v !== 0 && !(Array.isArray(v) && v.length === 0);

/** The staff detail's extra sections: sender, operations, times, weights, statuses and flags. */
export function StaffSections({ detail }: { detail: DrawerDetail }) {
  const { t } = useTranslation();
  const { lang } = useDrawer();
  const label = useFieldLabel();
  const info = detail.info as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {
    ...info,
    customer: [detail.info.customerCode, detail.info.customerName].filter(Boolean).join(' '),
  };
  const show = (key: string, v: unknown) => {
    if (key.endsWith('Time')) return formatTime(v as string);
    if (STATUS_ENUMS[key]) return optionLabel(STATUS_ENUMS[key]!, v, lang);
    return Array.isArray(v) ? v.join(', ') : String(v);
  };
  const items = (keys: readonly string[], source: Record<string, unknown>) =>
    keys
      .filter((k) => present(source[k]))
      .map((k) => ({ key: k, label: label(k), children: show(k, source[k]) }));
  const flags = WAYBILL_FLAGS.filter((f) => detail.info[f]);
  const detain = detail.info.detainTypes ?? [];
  const sections = [
    {
      key: 'sender',
      title: t('waybillDrawer.sections.sender'),
      items: items(SENDER, detail.sender as Record<string, unknown>),
    },
    { key: 'staff', title: t('waybillDrawer.sections.staff'), items: items(OPERATIONS, values) },
    { key: 'times', title: t('waybillDrawer.sections.times'), items: items(TIMES, values) },
    { key: 'weights', title: t('waybillDrawer.sections.weights'), items: items(WEIGHTS, values) },
    { key: 'statuses', title: t('waybillDrawer.sections.statuses'), items: items(STATUSES, values) },
  ].filter((s) => s.items.length > 0);
  const collapse = sections.map((s) => ({
    key: s.key,
    label: s.title,
    children: <Descriptions size="small" column={2} bordered items={s.items} />,
  }));
  if (flags.length || detain.length) {
    collapse.push({
      key: 'flags',
      label: t('waybillDrawer.sections.flags'),
      children: (
        <Space wrap data-testid="drawer-flags">
          {flags.map((f) => (
            <Tag key={f} color="red">
              {WAYBILL_FLAG_LABELS[f][lang]}
            </Tag>
          ))}
          {detain.map((d) => (
            <Tag key={d} color="volcano">
              {label('detainTypes')}: {optionLabel(DETAIN_TYPE_OPTIONS, d, lang)}
            </Tag>
          ))}
        </Space>
      ),
    });
  }
  return (
    <div data-testid="drawer-staff-sections" style={{ marginTop: 12 }}>
      <Collapse defaultActiveKey={collapse.map((c) => c.key)} items={collapse} />
    </div>
  );
}
