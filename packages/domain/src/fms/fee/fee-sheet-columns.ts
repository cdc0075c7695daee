import { feeStatusLabel } from '../../lms/waybill/index.ts';
import type { Language } from '../../platform/enums.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { FEE_COLUMN_LABELS as L } from './fee-columns.ts';
import { feeSubjectLabel } from './fee-subjects.ts';

/**
 * A column of a fee list's export sheet: a field of the row, or `text` of it; money is a number
 * cell with two decimals, a time a date cell.
 */
export type FeeSheetColumn<Row> = {
  key: string;
  label: Message;
  money?: boolean;
  time?: boolean;
  text?: (row: Row, lang: Language) => string;
};

/** The sheet columns of a fee's own fields, by key, for a fee list's export to place among its own. */
export const feeLineSheetColumns = <Row extends { subjectName: string; status: number }>() =>
  ({
    subjectName: {
      key: 'subjectName',
      label: L.subjectName,
      text: (row, lang) => feeSubjectLabel(row.subjectName, lang),
    },
    value: { key: 'value', label: L.value, money: true },
    currency: { key: 'currency', label: L.currency },
    exchangeRate: { key: 'exchangeRate', label: L.exchangeRate },
    conversionValue: { key: 'conversionValue', label: L.conversionValue, money: true },
    status: { key: 'status', label: L.status, text: (row, lang) => feeStatusLabel(row.status, lang) },
    billNo: { key: 'billNo', label: L.billNo },
    belongTime: { key: 'belongTime', label: L.belongTime, time: true },
  }) satisfies Record<string, FeeSheetColumn<Row>>;
