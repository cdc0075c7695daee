import {
  FEE_COLUMN_LABELS,
  type FeeStatusValue,
  feeStatusLabel,
  feeSubjectLabel,
  type Language,
} from '@freightdesk/domain';
import { Space, type TableColumnType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { feeStatusColour } from './fee-criteria.ts';

/** The fields every fee list row has (freight and parcel fees alike). */
export type FeeLineRow = {
  subjectName: string;
  value: string;
  currency: string;
  exchangeRate: string;
  conversionValue: string;
  status: FeeStatusValue;
  billNo: string | null;
  belongTime: string | null;
};

/** A time as a fee list shows it (minutes). */
export const feeTime = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** A column showing a time of the row. */
export const feeTimeColumn = <Row,>(key: string, title: string, value: (row: Row) => string | null) => ({
  key,
  title,
  width: 150,
  render: (_: unknown, r: Row) => feeTime(value(r)),
});

/** A column naming the row's party (customer or agent): its code, then its name. */
export const feePartyColumn = <Row,>(key: string, title: string, party: (row: Row) => (string | null)[]) => ({
  key,
  title,
  width: 180,
  ellipsis: true,
  render: (_: unknown, r: Row) => party(r).filter(Boolean).join(' '),
});

/**
 * The columns of a fee's own fields, by key, for a fee list to place among its own: money
 * right-aligned, the status as a coloured tag (test id `statusTestId`).
 */
export function feeLineColumns<Row extends FeeLineRow>(lang: Language, statusTestId: string) {
  const L = FEE_COLUMN_LABELS;
  const money = (key: 'value' | 'exchangeRate' | 'conversionValue', width: number): TableColumnType<Row> => ({
    key,
    title: L[key][lang],
    dataIndex: key,
    align: 'right',
    width,
  });
  return {
    subjectName: {
      key: 'subjectName',
      title: L.subjectName[lang],
      width: 150,
      render: (_, r) => feeSubjectLabel(r.subjectName, lang),
    },
    value: money('value', 110),
    currency: { key: 'currency', title: L.currency[lang], dataIndex: 'currency', width: 80 },
    exchangeRate: money('exchangeRate', 100),
    conversionValue: money('conversionValue', 120),
    status: {
      key: 'status',
      title: L.status[lang],
      width: 110,
      render: (_, r) => (
        <Tag color={feeStatusColour(r.status)} data-testid={statusTestId}>
          {feeStatusLabel(r.status, lang)}
        </Tag>
      ),
    },
    billNo: { key: 'billNo', title: L.billNo[lang], dataIndex: 'billNo', width: 130 },
    belongTime: feeTimeColumn<Row>('belongTime', L.belongTime[lang], (r) => r.belongTime),
  } satisfies Record<string, TableColumnType<Row>>;
}

type SumsProps = {
  testId: string;
  title: string;
  /** One text per currency, with its test id. */
  sums: readonly { currency: string; text: string; testId: string }[];
  children?: ReactNode;
};

/** The footer line of a fee list: the sums of every matching row per currency, then `children`. */
export function FeeSums({ testId, title, sums, children }: SumsProps) {
  return (
    <Space wrap data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      {sums.map((c) => (
        <Typography.Text key={c.currency} data-testid={c.testId}>
          {c.text}
        </Typography.Text>
      ))}
      {children}
    </Space>
  );
}
