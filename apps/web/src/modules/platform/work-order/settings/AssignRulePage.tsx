import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  WORK_ORDER_PERMISSION_CODES as CODES,
  hasPermission,
  L,
  WORK_ORDER_ASSIGN_MODE_LABELS,
  WORK_ORDER_ASSIGN_MODES,
  WORK_ORDER_MAIN_TYPE_LABELS,
  WORK_ORDER_MAIN_TYPES,
  WORK_ORDER_URGENCIES,
  WORK_ORDER_URGENCY_LABELS,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Row, Select, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { workOrderApi, workOrderKeys } from '../work-order-api.ts';
import { type AssignRuleInput, typeSettingsApi } from './settings-api.ts';

type Values = { rules: AssignRuleInput[] };

/**
 * OA → work-order assignment rules: tried in order, the first whose main type, second type and
 * urgency match (empty = any) names the assignee: a user, the customer's follow person, or the next
 * user of a team. Saved as a whole.
 */
export function AssignRulePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { permissions } = useSession();
  const editable = hasPermission(permissions, CODES.workOrderAssignRule);
  const [form] = Form.useForm<Values>();
  const saved = useQuery({ queryKey: workOrderKeys.assignRules, queryFn: typeSettingsApi.rules });
  const types = useQuery({
    queryKey: [...workOrderKeys.types, 'all'],
    queryFn: () => workOrderApi.types(false),
  });
  const f = (key: string) => t(`workOrder.ruleFields.${key}`);
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await typeSettingsApi.saveRules(values.rules ?? []);
    void message.success(t('workOrder.done'));
    await client.invalidateQueries({ queryKey: workOrderKeys.assignRules });
  });
  if (!saved.data) return <Skeleton active />;
  const any = (options: { value: unknown; label: string }[]) => [
    { value: null, label: t('workOrder.ruleAny') },
    ...options,
  ];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={{ rules: saved.data.rules }}
      data-testid="work-order-rule-form"
    >
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`#${index + 1}`}
                extra={
                  <Button icon={<DeleteOutlined />} type="text" danger onClick={() => remove(field.name)} />
                }
                data-testid={`work-order-rule-${index}`}
              >
                <Row gutter={12}>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'mainType']} label={t('workOrder.fields.mainType')}>
                      <Select
                        options={any(
                          WORK_ORDER_MAIN_TYPES.map((v) => ({
                            value: v,
                            label: WORK_ORDER_MAIN_TYPE_LABELS[v][lang],
                          })),
                        )}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'secondType']} label={t('workOrder.fields.secondType')}>
                      <Select
                        options={any((types.data ?? []).map((x) => ({ value: x.code, label: x.label })))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'urgencyLevel']} label={t('workOrder.fields.urgencyLevel')}>
                      <Select
                        options={any(
                          WORK_ORDER_URGENCIES.map((v) => ({
                            value: v,
                            label: WORK_ORDER_URGENCY_LABELS[v][lang],
                          })),
                        )}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'mode']} label={f('mode')} rules={[{ required: true }]}>
                      <Select
                        options={WORK_ORDER_ASSIGN_MODES.map((v) => ({
                          value: v,
                          label: WORK_ORDER_ASSIGN_MODE_LABELS[v][lang],
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'userId']} label={f('user')}>
                      <RefSelect entity="employee" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'teamUserIds']} label={f('team')}>
                      <RefSelect entity="employee" multiple />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4}>
                    <Form.Item name={[field.name, 'enabled']} label={L.enabled[lang]} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            {editable ? (
              <Space>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      mainType: null,
                      secondType: null,
                      urgencyLevel: null,
                      mode: 'user',
                      teamUserIds: [],
                      enabled: true,
                    })
                  }
                  data-testid="work-order-rule-add"
                >
                  {t('workOrder.ruleAdd')}
                </Button>
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void submit()}
                  data-testid="work-order-rule-save"
                >
                  {t('workOrder.ruleSave')}
                </Button>
              </Space>
            ) : null}
          </Space>
        )}
      </Form.List>
    </Form>
  );
}
