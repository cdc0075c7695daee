import { INTERCEPT_TYPE_LABELS, type InterceptType, interceptor } from '@freightdesk/domain';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { RulePage } from '#web/modules/settings/rule/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

/** The colour of an intercept type's tag: the more it stops, the warmer. */
const TYPE_COLOURS: Record<InterceptType, string> = { tip: 'blue', confirm: 'orange', block: 'red' };

function InterceptTypeTag({ type }: { type: unknown }) {
  const [lang] = useLanguage();
  const known = Object.hasOwn(TYPE_COLOURS, String(type)) ? (type as InterceptType) : null;
  if (!known) return <>{String(type ?? '')}</>;
  return (
    <Tag color={TYPE_COLOURS[known]} data-testid={`intercept-type-${known}`}>
      {INTERCEPT_TYPE_LABELS[known][lang]}
    </Tag>
  );
}

/** Settings centre › control › interceptor: the rule screen with the intercept type as a coloured tag. */
export function InterceptorPage() {
  const overrides = useMemo(
    () => ({
      columns: {
        interceptType: {
          render: (r: Record<string, unknown>) => <InterceptTypeTag type={r.interceptType} />,
        },
      },
    }),
    [],
  );
  return <RulePage entity={interceptor} overrides={overrides} />;
}
