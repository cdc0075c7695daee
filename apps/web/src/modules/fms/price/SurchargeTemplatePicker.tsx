import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceBookApi, type SurchargeTemplateRecord } from './price-book-api.ts';

type Props = { onAdd: (templates: SurchargeTemplateRecord[]) => void };

/** "Add surcharges from template": picks enabled surcharge templates and hands them to the form. */
export function SurchargeTemplatePicker({ onAdd }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const templates = useQuery({
    queryKey: ['entity', 'surchargeTemplate', 'picker'],
    queryFn: () => priceBookApi.surchargeTemplates(),
  });
  const byId = new Map((templates.data ?? []).map((x) => [x.id, x]));
  return (
    <Space>
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 260 }}
        placeholder={t('priceSheet.templates')}
        loading={templates.isLoading}
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={(templates.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.subject})` }))}
        data-testid="price-surcharge-templates"
      />
      <Button
        disabled={!chosen.length}
        onClick={() => {
          onAdd(chosen.map((id) => byId.get(id)).filter((x): x is SurchargeTemplateRecord => !!x));
          setChosen([]);
        }}
        data-testid="price-add-from-template"
      >
        {t('priceSheet.addFromTemplate')}
      </Button>
    </Space>
  );
}
