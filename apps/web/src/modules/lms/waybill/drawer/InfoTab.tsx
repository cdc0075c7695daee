import {
  ADDRESS_TYPE_OPTIONS,
  PACKAGE_TYPE_OPTIONS,
  PAYOR_TYPE_OPTIONS,
  remoteLevelLabel,
  WAYBILL_FILE_TYPE_OPTIONS,
  WAYBILL_STATUS_LABELS,
} from '@freightdesk/domain';
import { Collapse, Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackNoField } from '#web/modules/lms/track-no/index.ts';
import type { DrawerDetail } from './drawer-api.ts';
import { useDrawer, useFieldLabel } from './drawer-context.tsx';
import { formatTime, optionLabel, withMakeDocument } from './drawer-logic.ts';
import { StaffSections } from './StaffSections.tsx';

type Item = { key: string; label: string; children: ReactNode };

/** The info tab: general, recipient and weights, invoice (make-document values in brackets); staff see more. */
export function InfoTab({ detail }: { detail: DrawerDetail }) {
  const { t } = useTranslation();
  const { area, lang, id } = useDrawer();
  const label = useFieldLabel();
  const { info, recipient, invoice, makeDocumentInvoice: md } = detail;
  const raw = info as unknown as Record<string, unknown>;
  const item = (key: string, children: ReactNode, name = key): Item => ({
    key,
    label: label(name),
    children: children ?? '',
  });
  const goodsDescs = info.receiveGoodsDescs?.length
    ? info.receiveGoodsDescs
    : ((raw.goodsDescs as string[]) ?? []);
  const fileTypes = [...new Set((detail.files ?? []).map((f) => f.type))];
  const remote = remoteLevelLabel(recipient.remoteLevel);

  const general: Item[] = [
    item('productName', info.productName),
    item('trackNo', <TrackNoField waybillId={id} trackNo={info.trackNo} />),
    item('fbaShipmentId', info.fbaShipmentId),
    item('status', WAYBILL_STATUS_LABELS[info.status]?.[lang] ?? info.status),
    item(
      'fileTypes',
      fileTypes.map((ft) => <Tag key={ft}>{optionLabel(WAYBILL_FILE_TYPE_OPTIONS, ft, lang)}</Tag>),
    ),
    item('orderRemark', info.orderRemark),
    item('waybillNo', info.waybillNo),
    item('customerNo', info.customerNo),
    item('customerExtraNo', info.customerExtraNo),
    item('receiveTime', formatTime(info.receiveTime)),
    item('tradeClause', info.tradeClause),
    item('customerReturnCode', info.customerReturnCode),
    item(
      'receiveGoodsDescs',
      goodsDescs.map((g) => <Tag key={g}>{g}</Tag>),
    ),
  ];
  const taxNo = (type?: string | null, no?: string | null) => [type, no].filter(Boolean).join(' ');
  const recipientItems: Item[] = [
    item('pieceCount', info.pieceCount),
    item('receiveVolumeWeight', info.receiveVolumeWeight),
    item('receivableRealChargeWeight', info.receivableRealChargeWeight),
    item('declareType', info.declareType),
    item('freightPayorType', optionLabel(PAYOR_TYPE_OPTIONS, info.freightPayorType, lang)),
    item('taxPayorType', optionLabel(PAYOR_TYPE_OPTIONS, info.taxPayorType, lang)),
    item('packageType', optionLabel(PACKAGE_TYPE_OPTIONS, info.packageType, lang)),
    item('taxNo1', taxNo(recipient.taxType1, recipient.taxNo1)),
    item('taxNo2', taxNo(recipient.taxType2, recipient.taxNo2)),
    {
      key: 'recipientName',
      label: label('recipientName'),
      children: (
        <Space size={4} wrap>
          <span data-testid="drawer-recipient-name">{recipient.name}</span>
          {remote ? (
            <Tag color="orange" data-testid="remote-level-tag">
              {remote[lang]}
            </Tag>
          ) : null}
          <Tag color="blue" data-testid="address-type-tag">
            {optionLabel(ADDRESS_TYPE_OPTIONS, recipient.addressType, lang)}
          </Tag>
        </Space>
      ),
    },
    item('phone', recipient.phone),
    item('company', recipient.company),
    item('email', recipient.email),
    item('countryCode', [recipient.countryCode, recipient.countryName].filter(Boolean).join(' ')),
    item('state', recipient.state),
    item('city', recipient.city),
    item('postcode', recipient.postcode),
    item('address1', recipient.address1),
    item('address2', recipient.address2),
    item('address3', recipient.address3),
  ];
  const inv = (key: keyof typeof invoice) => withMakeDocument(invoice[key], md?.[key]);
  const invoiceItems: Item[] = [
    item(
      'declareValue',
      `${inv('declareValue')} ${withMakeDocument(invoice.declareCurrency, md?.declareCurrency)}`,
    ),
    item('declareFreightFee', inv('declareFreightFee')),
    item('declareInsuranceFee', inv('declareInsuranceFee')),
    item('declareOtherFee', inv('declareOtherFee')),
    item('declareTotalValue', inv('declareTotalValue')),
    item('isPaperLess', info.isPaperLess ? t('waybillDrawer.yes') : t('waybillDrawer.no')),
    item('invoiceRemark', inv('invoiceRemark')),
  ];
  const section = (key: string, title: string, items: Item[]) => ({
    key,
    label: title,
    children: <Descriptions size="small" column={2} items={items} bordered />,
  });
  const sections = [
    section('general', t('waybillDrawer.sections.general'), general),
    section('recipient', t('waybillDrawer.sections.recipient'), recipientItems),
    section('invoice', t('waybillDrawer.sections.invoice'), invoiceItems),
  ];
  return (
    <div data-testid="drawer-info">
      <Collapse defaultActiveKey={sections.map((s) => s.key)} items={sections} />
      {area === 'staff' ? <StaffSections detail={detail} /> : null}
    </div>
  );
}
