import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { dictionaryItems } from '#web/shell/request/dictionary.ts';

type Value = string | string[];

type Props = {
  /** Dictionary type (`currency`). */
  dictionary: string;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** A select of dictionary items (code + name), through the request layer's cached lookup. */
export function DictSelect({ dictionary, value, onChange, multiple, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const items = useQuery({
    queryKey: ['dictionary', dictionary, lang],
    queryFn: () => dictionaryItems({ type: dictionary }, { lang }),
    staleTime: 60_000,
  });
  return (
    <Select<Value>
      {...rest}
      id={id}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={disabled}
      placeholder={t('resource.selectPlaceholder')}
      loading={items.isFetching}
      showSearch={{ optionFilterProp: ['label', 'value'] }}
      options={(items.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
