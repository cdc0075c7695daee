import { ExperimentOutlined } from '@ant-design/icons';
import {
  type EntityDef,
  type RuleGroup,
  renderRuleMessage,
  ruleField,
  ruleFieldsOf,
  ruleGroupSchema,
  validateRuleCondition,
} from '@freightdesk/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import type {
  ColumnOverride,
  EntityRecord,
  FieldControlProps,
  ResourceButton,
  ResourceOverrides,
} from '#web/components/resource/resource-types.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { ConditionEditor } from './ConditionEditor.tsx';
import { RuleDryRunDrawer, RuleDryRunPanel } from './RuleDryRun.tsx';

const EMPTY: RuleGroup = { all: [] };

const asGroup = (v: unknown): RuleGroup => {
  const parsed = ruleGroupSchema.safeParse(v);
  return parsed.success ? parsed.data : EMPTY;
};

/** The condition of a rule's form: the condition editor with the catalogue's issues under their inputs. */
function ConditionControl({ value, onChange, disabled }: FieldControlProps) {
  const group = asGroup(value);
  return (
    <ConditionEditor
      value={group}
      onChange={(next) => onChange?.(next)}
      issues={validateRuleCondition(group)}
      disabled={disabled}
    />
  );
}

/** The fields a rule's condition reads, by their labels (the list's "Conditions" column). */
function ConditionFields({ condition }: { condition: unknown }) {
  const [lang] = useLanguage();
  const keys = [...ruleFieldsOf(asGroup(condition))];
  return <>{keys.map((k) => ruleField(k)?.label[lang] ?? k).join(', ') || '—'}</>;
}

type Props = {
  entity: EntityDef;
  /** The kind's own columns and buttons (what a matched rule does). */
  overrides?: Pick<ResourceOverrides, 'columns' | 'buttons' | 'formControls' | 'detail'>;
  /** False for a kind whose dry run is not over waybills (no-deal rules list customers): it brings its own. */
  waybillDryRun?: boolean;
};

/**
 * The screen of a rule kind (settings centre › control): the generated list in run order with the
 * condition editor in its form, a dry run of the rule being edited under the form, and a dry run of a
 * saved rule from the list. A kind adds its own columns and controls.
 */
export function RulePage({ entity, overrides = {}, waybillDryRun = true }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [dryRunOf, setDryRunOf] = useState<EntityRecord | null>(null);
  const merged = useMemo<ResourceOverrides>(() => {
    const columns: Record<string, ColumnOverride> = {
      ...overrides.columns,
      conditionFields: {
        title: t('ruleKind.conditions'),
        render: (r) => <ConditionFields condition={r.condition} />,
      },
    };
    return {
      ...overrides,
      columns,
      formControls: {
        ...overrides.formControls,
        condition: {
          Control: ConditionControl,
          defaultValue: EMPTY,
          rules: [
            {
              validator: async (_, value) => {
                const issue = validateRuleCondition(asGroup(value))[0];
                if (issue) throw new Error(renderRuleMessage(lang, issue) || t('ruleKind.fixConditions'));
              },
            },
          ],
        },
      },
      formExtra: (form, mode) =>
        waybillDryRun && (
          <RuleDryRunPanel
            entity={entity}
            input={() => ({
              ...(mode.kind === 'edit' ? { id: mode.record.id } : {}),
              rule: { ...form.getFieldsValue(true), condition: asGroup(form.getFieldValue('condition')) },
            })}
          />
        ),
      buttons: [
        ...(overrides.buttons ?? []),
        ...(waybillDryRun
          ? ([
              {
                key: 'dryRun',
                label: t('ruleKind.dryRun'),
                icon: <ExperimentOutlined />,
                permission: entity.permission,
                selection: 'one',
                run: ({ rows }) => setDryRunOf(rows[0]!),
              },
            ] satisfies ResourceButton[])
          : []),
      ],
    };
  }, [overrides, entity, t, lang, waybillDryRun]);
  return (
    <>
      <ResourcePage entity={entity} overrides={merged} />
      <RuleDryRunDrawer entity={entity} rule={dryRunOf} onClose={() => setDryRunOf(null)} />
    </>
  );
}
