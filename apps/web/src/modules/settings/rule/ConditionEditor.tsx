import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  groupItems,
  isRuleGroup,
  OPS_BY_KIND,
  RULE_FIELDS,
  RULE_OP_LABELS,
  type RuleCondition,
  type RuleGroup,
  type RuleIssue,
  renderRuleMessage,
  ruleField,
  rulePathKey,
} from '@freightdesk/domain';
import { Button, Card, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import {
  appendNode,
  issuesAt,
  type NodePath,
  newCondition,
  removeNode,
  replaceNode,
  setGroupMode,
  withOp,
} from './condition-edit.ts';
import { RuleValueInput } from './RuleValueInput.tsx';

type Props = {
  value: RuleGroup;
  onChange: (value: RuleGroup) => void;
  /** Issues to show under their inputs (the domain's `validateRuleCondition`, or a refusal's `data.issues`). */
  issues?: readonly RuleIssue[];
  disabled?: boolean;
  /** Prefix of ids and test ids (two editors on one screen). */
  name?: string;
};

type Ctx = Required<Omit<Props, 'value' | 'disabled'>> & { root: RuleGroup; disabled: boolean };

const testIdOf = (name: string, path: NodePath) => `${name}-${rulePathKey(path) || 'root'}`;

/**
 * The condition editor of every rule screen: nested all/any groups of conditions, each a field of
 * the catalogue, an operator its kind allows and the value input of its kind; the domain's issues
 * shown under the input they concern. Plain buttons and selects: usable with the keyboard alone.
 */
export function ConditionEditor({
  value,
  onChange,
  issues = [],
  disabled = false,
  name = 'rule-condition',
}: Props) {
  return <GroupEditor group={value} path={[]} ctx={{ root: value, onChange, issues, disabled, name }} />;
}

function Issues({ list }: { list: readonly RuleIssue[] }) {
  const [lang] = useLanguage();
  if (list.length === 0) return null;
  return (
    <div role="alert">
      {list.map((i) => (
        <Typography.Text key={`${rulePathKey(i.path)}-${i.key}`} type="danger" style={{ display: 'block' }}>
          {renderRuleMessage(lang, i)}
        </Typography.Text>
      ))}
    </div>
  );
}

function GroupEditor({ group, path, ctx }: { group: RuleGroup; path: NodePath; ctx: Ctx }) {
  const { t } = useTranslation();
  const { mode, items } = groupItems(group);
  const tid = testIdOf(ctx.name, path);
  const firstField = RULE_FIELDS[0]!.key;
  return (
    <Card size="small" data-testid={`${tid}-group`} role="group" aria-label={t(`ruleEditor.${mode}`)}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Radio.Group
            aria-label={t('ruleEditor.groupMode')}
            disabled={ctx.disabled}
            optionType="button"
            size="small"
            value={mode}
            onChange={(e) => ctx.onChange(setGroupMode(ctx.root, path, e.target.value))}
            options={[
              { value: 'all', label: t('ruleEditor.all') },
              { value: 'any', label: t('ruleEditor.any') },
            ]}
            data-testid={`${tid}-mode`}
          />
          {path.length > 0 && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={ctx.disabled}
              onClick={() => ctx.onChange(removeNode(ctx.root, path))}
              data-testid={`${tid}-remove`}
            >
              {t('ruleEditor.removeGroup')}
            </Button>
          )}
        </Space>
        <Issues list={issuesAt(ctx.issues, path)} />
        {items.length === 0 && (
          <Typography.Text type="secondary">
            {t(mode === 'all' ? 'ruleEditor.emptyAll' : 'ruleEditor.emptyAny')}
          </Typography.Text>
        )}
        {items.map((n, i) => {
          const at = [...path, mode, i];
          return isRuleGroup(n) ? (
            <GroupEditor key={rulePathKey(at)} group={n} path={at} ctx={ctx} />
          ) : (
            <ConditionRow key={rulePathKey(at)} condition={n} path={at} ctx={ctx} />
          );
        })}
        <Space>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={ctx.disabled}
            onClick={() => ctx.onChange(appendNode(ctx.root, path, newCondition(firstField)))}
            data-testid={`${tid}-add-condition`}
          >
            {t('ruleEditor.addCondition')}
          </Button>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={ctx.disabled}
            onClick={() => ctx.onChange(appendNode(ctx.root, path, { all: [] }))}
            data-testid={`${tid}-add-group`}
          >
            {t('ruleEditor.addGroup')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

function ConditionRow({ condition, path, ctx }: { condition: RuleCondition; path: NodePath; ctx: Ctx }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const tid = testIdOf(ctx.name, path);
  const field = ruleField(condition.field);
  const set = (c: RuleCondition) => ctx.onChange(replaceNode(ctx.root, path, c));
  const at = (...rest: (string | number)[]) => issuesAt(ctx.issues, [...path, ...rest]);
  const valueIssues = [...at('value'), ...at('value', 0), ...at('value', 1)];
  const ops = field ? OPS_BY_KIND[field.kind] : [];
  return (
    <div data-testid={`${tid}-condition`}>
      <Space wrap align="start">
        <div>
          <Select
            id={`${tid}-field`}
            data-testid={`${tid}-field`}
            aria-label={t('ruleEditor.field')}
            style={{ minWidth: 180 }}
            disabled={ctx.disabled}
            status={at('field').length ? 'error' : undefined}
            value={condition.field}
            onChange={(key: string) => set(newCondition(key))}
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            options={RULE_FIELDS.map((f) => ({ value: f.key, label: f.label[lang] }))}
          />
          <Issues list={at('field')} />
        </div>
        <div>
          <Select
            id={`${tid}-op`}
            data-testid={`${tid}-op`}
            aria-label={t('ruleEditor.op')}
            style={{ minWidth: 130 }}
            disabled={ctx.disabled || !field}
            status={at('op').length ? 'error' : undefined}
            value={condition.op}
            onChange={(op) => set(withOp(condition, op))}
            options={ops.map((op) => ({ value: op, label: RULE_OP_LABELS[op][lang] }))}
          />
          <Issues list={at('op')} />
        </div>
        {field && (
          <div>
            <RuleValueInput
              field={field}
              op={condition.op}
              value={condition.value}
              onChange={(value) => set({ ...condition, value })}
              invalid={(i) => (i === undefined ? at('value') : at('value', i)).length > 0}
              id={`${tid}-value`}
              testId={`${tid}-value`}
            />
            <Issues list={valueIssues} />
          </div>
        )}
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('ruleEditor.removeCondition')}
          title={t('ruleEditor.removeCondition')}
          disabled={ctx.disabled}
          onClick={() => ctx.onChange(removeNode(ctx.root, path))}
          data-testid={`${tid}-remove`}
        />
      </Space>
    </div>
  );
}
