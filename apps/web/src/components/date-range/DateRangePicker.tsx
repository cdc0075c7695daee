import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, DATE_SHORTCUTS, shortcutRange } from './date-shortcuts.ts';

/** A day range as `YYYY-MM-DD` texts; either side may be empty. */
export type DateRangeValue = [string, string];

type Props = {
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue | undefined) => void;
  id?: string;
  'data-testid'?: string;
};

const toDay = (text: string | undefined): Dayjs | null => {
  if (!text) return null;
  const d = dayjs(text, DATE_FORMAT);
  return d.isValid() ? d : null;
};

/** A date range picker with the spec's shortcuts (today, this month, last 3 days … last year). */
export function DateRangePicker({ value, onChange, id, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  const presets = DATE_SHORTCUTS.map((key) => ({
    label: t(`dateRange.${key}`),
    value: () => shortcutRange(key, dayjs()),
  }));
  return (
    <DatePicker.RangePicker
      id={id}
      data-testid={testId}
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      presets={presets}
      value={[toDay(value?.[0]), toDay(value?.[1])]}
      onChange={(days) => {
        const from = days?.[0]?.format(DATE_FORMAT) ?? '';
        const to = days?.[1]?.format(DATE_FORMAT) ?? '';
        onChange?.(from || to ? [from, to] : undefined);
      }}
    />
  );
}
