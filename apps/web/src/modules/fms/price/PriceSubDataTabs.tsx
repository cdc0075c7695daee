import { Badge, Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppendRuleEditor } from './AppendRuleEditor.tsx';
import { type PriceProblem, rowMessages, type SubList, type SubRows } from './price-sub-data.ts';
import { ServiceFeeEditor } from './ServiceFeeEditor.tsx';
import { SpecialFreightEditor } from './SpecialFreightEditor.tsx';

type Props = {
  value: SubRows;
  onChange: (rows: SubRows) => void;
  /** Zone names to choose from. */
  zones: readonly string[];
  problems: readonly PriceProblem[];
};

/** The price form's special freight, service fee and append-rule tables as tabs (inside the price form), each marked by its invalid rows. */
export function PriceSubDataTabs({ value, onChange, zones, problems }: Props) {
  const { t } = useTranslation();
  // the price form's surcharges: their subjects are suggested to append rules beside freight and the service fees
  const surcharges: { subject?: string }[] | undefined = Form.useWatch('surcharges', Form.useFormInstance());
  const messages = (list: SubList) => rowMessages(problems, list);
  const set =
    <L extends SubList>(list: L) =>
    (rows: SubRows[L]) =>
      onChange({ ...value, [list]: rows });
  const label = (list: SubList) => (
    <Badge count={messages(list).size} size="small" offset={[8, -2]}>
      <span data-testid={`price-subtab-${list}`}>
        {t(`priceForm.${list}`)} ({value[list].length})
      </span>
    </Badge>
  );
  const subjects = [
    ...new Set([
      'freight',
      'specialFreight',
      ...(surcharges ?? []).map((s) => s?.subject ?? ''),
      ...value.serviceFees.map((s) => s.subject),
    ]),
  ].filter(Boolean);
  return (
    <Tabs
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'specialFreights',
          label: label('specialFreights'),
          children: (
            <SpecialFreightEditor
              value={value.specialFreights}
              onChange={set('specialFreights')}
              zones={zones}
              messages={messages('specialFreights')}
            />
          ),
        },
        {
          key: 'serviceFees',
          label: label('serviceFees'),
          children: (
            <ServiceFeeEditor
              value={value.serviceFees}
              onChange={set('serviceFees')}
              messages={messages('serviceFees')}
            />
          ),
        },
        {
          key: 'appendRules',
          label: label('appendRules'),
          children: (
            <AppendRuleEditor
              value={value.appendRules}
              onChange={set('appendRules')}
              zones={zones}
              subjects={subjects}
              messages={messages('appendRules')}
            />
          ),
        },
      ]}
    />
  );
}
