import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { ZoneRow } from './zone.schema.ts';

/** Labels of a zone row's fields (form columns; messages name them as "Zones/Zone name"). */
export const ZONE_ROW_LABELS = {
  name: l('分区名称', 'Zone name', 'Tên vùng'),
  timeliness: l('时效', 'Timeliness', 'Thời gian giao'),
  countryCodes: l('国家二字码', 'Country codes', 'Mã quốc gia'),
  postcodePrefixes: l('邮编前缀', 'Postcode prefixes', 'Tiền tố mã bưu chính'),
  shippingNotice: l('发货须知', 'Shipping notice', 'Lưu ý gửi hàng'),
} as const;

export type ZoneRowIssue = { sequence: number; key: 'zoneRowAllEmpty' | 'zoneNameEmptyAtSequence' };

/**
 * Checks the zone rows in order (sequence starts at 1): a row with every value empty is refused
 * ("zone row values all empty"), and a row with values but no name says "zone name empty at sequence {0}".
 */
export function checkZoneRows(rows: readonly ZoneRow[]): ZoneRowIssue | undefined {
  for (const [i, row] of rows.entries()) {
    const sequence = i + 1;
    const hasValues =
      row.timeliness || row.countryCodes.length || row.postcodePrefixes.length || row.shippingNotice;
    if (!row.name && !hasValues) return { sequence, key: 'zoneRowAllEmpty' };
    if (!row.name) return { sequence, key: 'zoneNameEmptyAtSequence' };
  }
  return undefined;
}

/** Zone scheme: the zones a product prices by (settings centre → basic data → zone). */
export const zone = defineEntity({
  ...settingsEntity('zone', 'zone'),
  title: l('分区', 'Zone scheme', 'Phân vùng'),
  actions: ['insert', 'update', 'delete', 'copy', 'export'],
  labelField: 'name',
  fields: {
    code: field.text(L.code, {
      max: 30,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    zoneCount: field.int(l('分区数', 'Zone count', 'Số vùng'), { form: false, min: 0 }),
    zones: field.json(l('分区明细', 'Zones', 'Chi tiết vùng'), {
      span: 3,
      sub: () => import('./zone-sub.ts').then((m) => m.zoneRowsSub),
    }),
    remark: field.textarea(L.remark, { max: 500, span: 3 }),
  },
});
