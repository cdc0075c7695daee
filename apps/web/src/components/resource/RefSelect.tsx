import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autocomplete, resourceKeys } from './resource-api.ts';
import { useTypedKeyword } from './use-typed-keyword.ts';

type Value = string | string[];

type Props = {
  /** The referenced entity (its `autocomplete` feeds the options). */
  entity: string;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
  multiple?: boolean;
  /** Labels of the current value when known (a record's `<field>Label`). */
  labels?: unknown;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

const asList = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : [String(v)];

/**
 * A picker of rows of another entity: searches its `autocomplete` as the user types (first
 * 20 on open) and resolves the labels of a value given by ids (e.g. from the URL).
 */
export function RefSelect({ entity, value, onChange, multiple, labels, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setTyped] = useTypedKeyword();

  const ids = asList(value);
  const given = asList(labels);
  const known = new Map<string, string>(ids.flatMap((v, i) => (given[i] ? [[v, given[i]!]] : [])));
  const found = useQuery({
    queryKey: resourceKeys.options(entity, keyword),
    queryFn: () => autocomplete(entity, keyword ? { keyword } : {}),
    enabled: open,
    staleTime: 30_000,
  });
  for (const o of found.data ?? []) known.set(o.id, o.label);
  const missing = ids.filter((v) => !known.has(v));
  const resolved = useQuery({
    queryKey: resourceKeys.labels(entity, missing),
    queryFn: () => autocomplete(entity, { ids: missing }),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  for (const o of resolved.data ?? []) known.set(o.id, o.label);

  const options = [...known].map(([v, label]) => ({ value: v, label }));
  return (
    <Select<Value>
      {...rest}
      id={id}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={disabled}
      placeholder={t('resource.typeToSearch')}
      loading={found.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      onChange={(next) => onChange?.(next ?? undefined)}
      notFoundContent={found.isFetching ? t('common.loading') : undefined}
    />
  );
}
