import { channelRoute, ROUTE_MODE_LABELS, type RouteMode } from '@freightdesk/domain';
import { Form, Select, Tag } from 'antd';
import type { FieldControlProps } from '#web/components/resource/resource-types.ts';
import { RulePage } from '#web/modules/settings/rule/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

const MODE_COLORS: Record<RouteMode, string> = {
  auto: 'blue',
  priceCheck: 'gold',
  manual: 'default',
  import: 'purple',
};

const deviation = channelRoute.fields.deviationMode;

/** The deviation mode: only a price check compares prices, so it is editable only then. */
function DeviationControl({ id, value, onChange, disabled }: FieldControlProps) {
  const [lang] = useLanguage();
  const mode = Form.useWatch('routeMode', Form.useFormInstance());
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled || mode !== 'priceCheck'}
      options={deviation.options.map((o) => ({ value: o.value, label: o.label[lang] }))}
    />
  );
}

/** Settings centre › control › channel route: the rule screen with the route mode as a tag. */
export function ChannelRoutePage() {
  const [lang] = useLanguage();
  return (
    <RulePage
      entity={channelRoute}
      overrides={{
        columns: {
          routeMode: {
            render: (r) => {
              const mode = r.routeMode as RouteMode;
              return <Tag color={MODE_COLORS[mode]}>{ROUTE_MODE_LABELS[mode]?.[lang] ?? mode}</Tag>;
            },
          },
        },
        formControls: { deviationMode: { Control: DeviationControl, defaultValue: 'sum' } },
      }}
    />
  );
}
