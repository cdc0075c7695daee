import {
  type Language,
  MAX_PIECE_VALUE,
  placeName,
  WAYBILL_FIELD_LABELS,
  WEIGHT_SCALE,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps as SelectProps_ } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { useTypedKeyword } from '#web/components/resource/use-typed-keyword.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type OrderCountry, orderApi, orderKeys } from './order-api.ts';

/** Shared pieces of the order screens: the pickers of products, countries and customers, labels. */

type SelectProps = {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  'data-testid'?: string;
};

/** Products and countries of the order form (one cached call). */
export function useOrderOptions() {
  return useQuery({ queryKey: orderKeys.options, queryFn: orderApi.options, staleTime: 5 * 60_000 });
}

/** The label of an order field in the current language (`WAYBILL_FIELD_LABELS`). */
export function useFieldLabel(): (key: string) => string {
  const [lang] = useLanguage();
  return useCallback((key: string) => WAYBILL_FIELD_LABELS[key]?.[lang] ?? key, [lang]);
}

/** Whether a country code is an EU member, from the order options. */
export function useIsEuCountry(): (code: string | null | undefined) => boolean {
  const options = useOrderOptions();
  return useCallback(
    (code) => Boolean(code && options.data?.countries.find((c) => c.code === code.toUpperCase())?.isEu),
    [options.data],
  );
}

export const countryLabel = (c: OrderCountry, lang: Language) => `${c.code} ${placeName(c, lang)}`;

/** A clearable picker of the order form; searched by its labels unless told otherwise. */
function OptionsSelect({
  value,
  onChange,
  loading,
  options,
  placeholder,
  showSearch = { optionFilterProp: 'label' },
  ...rest
}: SelectProps & {
  loading: boolean;
  options: { value: string; label: string }[];
  placeholder?: string;
  showSearch?: SelectProps_['showSearch'];
}) {
  const { t } = useTranslation();
  return (
    <Select
      {...rest}
      value={value ?? undefined}
      onChange={onChange}
      allowClear
      loading={loading}
      placeholder={placeholder ?? t('resource.selectPlaceholder')}
      showSearch={showSearch}
      options={options}
    />
  );
}

export function ProductSelect(props: SelectProps) {
  const options = useOrderOptions();
  return (
    <OptionsSelect
      {...props}
      loading={options.isFetching}
      options={(options.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
    />
  );
}

export function CountrySelect({ euOnly, ...props }: SelectProps & { euOnly?: boolean }) {
  const [lang] = useLanguage();
  const options = useOrderOptions();
  const countries = (options.data?.countries ?? []).filter((c) => !euOnly || c.isEu);
  return (
    <OptionsSelect
      {...props}
      loading={options.isFetching}
      options={countries.map((c) => ({ value: c.code, label: countryLabel(c, lang) }))}
    />
  );
}

/** Staff: the customer ordered for, searched by code or name. */
export function CustomerSelect({ value, onChange, ...rest }: SelectProps) {
  const { t } = useTranslation();
  const [keyword, setTyped] = useTypedKeyword();
  const found = useQuery({
    queryKey: orderKeys.customers(keyword, []),
    queryFn: () => orderApi.customers(keyword ? { keyword } : {}),
    staleTime: 30_000,
  });
  const ids = value ? [value] : [];
  const known = useQuery({
    queryKey: orderKeys.customers('', ids),
    queryFn: () => orderApi.customers({ ids }),
    enabled: ids.length > 0 && !(found.data ?? []).some((o) => o.id === value),
    staleTime: 60_000,
  });
  const byId = new Map([...(known.data ?? []), ...(found.data ?? [])].map((o) => [o.id, o.label]));
  return (
    <OptionsSelect
      {...rest}
      value={value}
      onChange={onChange}
      loading={found.isFetching}
      placeholder={t('resource.typeToSearch')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={[...byId].map(([id, label]) => ({ value: id, label }))}
    />
  );
}

/** A weight (kg) or size (cm) of a piece or box: 0 to 999.999, 3 decimals. */
export const MEASURE_FIELD = { scale: WEIGHT_SCALE, min: '0', max: MAX_PIECE_VALUE } as const;
export const MONEY_FIELD = { scale: 2, min: '0', max: '9999999999.99' } as const;
export const UNIT_PRICE_FIELD = { scale: 3, min: '0', max: '9999999999.999' } as const;

export function MeasureInput(props: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'data-testid'?: string;
}) {
  return <DecimalInput field={MEASURE_FIELD} {...props} />;
}
