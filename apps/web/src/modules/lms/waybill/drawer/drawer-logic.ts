import {
  COMMODITY_EDIT_PERMISSIONS,
  drawerHeader,
  type EnumOption,
  type FindByIdFlag,
  hasPermission,
  type Language,
  message,
  Permission,
  WAYBILL_STATUS_LABELS,
  type WaybillInfo,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import { DEEP_LINK_PARAM } from './deep-link.ts';

/** Pure helpers of the freight waybill drawer (spec platform-core §2 "Freight waybill detail drawer"). */

export const DRAWER_TABS = [
  'info',
  'fees',
  'pieces',
  'commodities',
  'boxes',
  'workOrders',
  'tracks',
  'files',
] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

/** The `findById` flags each tab asks for on its first visit (the fees tab has its own call). */
export const TAB_FLAGS: Record<Exclude<DrawerTab, 'fees'>, readonly FindByIdFlag[]> = {
  info: ['remark', 'freightPayor', 'taxPayor', 'files'],
  pieces: ['pieces'],
  commodities: ['commodities'],
  boxes: ['boxes'],
  workOrders: ['workOrder'],
  tracks: ['tracks', 'timeCost'],
  files: ['files'],
};

/** A date-time as the drawer shows it, or '' when absent. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
}

/**
 * The header line: "successfully signed" with the deliver time once delivered, else the status
 * with the estimated delivery window (from – to, from only, or to only).
 */
export function headerText(
  info: Pick<WaybillInfo, 'status' | 'deliverTime' | 'estimatedDeliveryTimeFrom' | 'estimatedDeliveryTimeTo'>,
  lang: Language,
  estimatedLabel: string,
): { signed: boolean; text: string } {
  const h = drawerHeader(info);
  if (h.kind === 'signed') {
    return { signed: true, text: message(lang, 'lmsSignedSuccessfully', [formatTime(h.deliverTime)]) };
  }
  const status = WAYBILL_STATUS_LABELS[h.status]?.[lang] ?? h.status;
  const from = formatTime(h.from);
  const to = formatTime(h.to);
  const window = from && to ? `${from} ~ ${to}` : from ? `${from} ~` : to ? `~ ${to}` : '';
  return { signed: false, text: window ? `${status} · ${estimatedLabel}: ${window}` : status };
}

/** A value with its make-document variant in brackets when that is present ("120.00 (95.00)"). */
export function withMakeDocument(value: unknown, makeDocument: unknown): string {
  const v = value === null || value === undefined ? '' : String(value);
  const m = makeDocument === null || makeDocument === undefined ? '' : String(makeDocument).trim();
  return m ? `${v} (${m})` : v;
}

/** A table as tab-separated text (header line first) for the clipboard; tabs and new lines in cells become spaces. */
export function tableToTsv<R>(
  rows: readonly R[],
  columns: readonly { title: string; value: (row: R) => unknown }[],
) {
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v)).replace(/[\t\r\n]+/g, ' ');
  return [columns.map((c) => cell(c.title)), ...rows.map((r) => columns.map((c) => cell(c.value(r))))]
    .map((line) => line.join('\t'))
    .join('\n');
}

/** The commodity edit button: customers (their own waybills) and staff holding `lms/service/waybill/list:update`. */
export function canStartCommodityEdit(area: 'customer' | 'staff', permissions: readonly string[]): boolean {
  return area === 'customer' || hasPermission(permissions, Permission.lmsServiceWaybillUpdate);
}

/** Saving a commodity edit: customers, or staff holding any of the four codes of spec §6. */
export function canSaveCommodities(area: 'customer' | 'staff', permissions: readonly string[]): boolean {
  return area === 'customer' || hasPermission(permissions, [...COMMODITY_EDIT_PERMISSIONS]);
}

/** Whether a commodity field can be changed in the edit table: staff all, customers the public-config ones. */
export function isCommodityFieldEditable(
  area: 'customer' | 'staff',
  editable: ReadonlySet<string>,
  field: string,
): boolean {
  return area === 'staff' || editable.has(field);
}

/** A commodity line as `commodityUpdate` takes it: no derived total, blank text left out. */
export function lineForSave(line: Record<string, unknown>): Record<string, unknown> {
  const { totalPrice: _t, boxId: _b, ...rest } = line;
  return Object.fromEntries(
    Object.entries(rest).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  );
}

/** The label of an enum value in the user's language (the value itself when unknown). */
export function optionLabel(options: readonly EnumOption[], value: unknown, lang: Language): string {
  const o = options.find((x) => x.value === value);
  return o ? o.label[lang] : value === null || value === undefined ? '' : String(value);
}

/** Tracks newest first (by time; the server already sorts, a manual row may be back-dated). */
export function tracksNewestFirst<T extends { time: string }>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

// the deep link lives in deep-link.ts (the shell's drawer host loads it without the drawer's rules)
export { DEEP_LINK_PARAM, withoutDeepLink } from './deep-link.ts';

/** A link to a page with the drawer of a waybill open (`/client/index?waybillId=…`). */
export function waybillDeepLink(path: string, waybillId: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(DEEP_LINK_PARAM, waybillId);
  return `${base}?${params.toString()}`;
}
