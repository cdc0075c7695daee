import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  WORK_ORDER_PERMISSION_CODES as CODES,
  hasPermission,
  WORK_ORDER_SLA_API as SLA,
  WORK_ORDER_URGENCIES,
  WORK_ORDER_URGENCY_LABELS,
  type WorkOrderSlaTarget,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, InputNumber, Select, Skeleton, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { workOrderApi, workOrderKeys } from '../work-order-api.ts';

const slaKeys = { targets: ['workOrder', 'sla', 'targets'], holidays: ['workOrder', 'sla', 'holidays'] };
const hoursInput = { min: 0.25, max: 2000, step: 0.25, style: { width: '100%' } } as const;

/** The SLA targets: the defaults per urgency, and overrides per second type and urgency, saved as a whole. */
export function SlaTargetsCard() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const editable = hasPermission(useSession().permissions, CODES.workOrderTypeUpdate);
  const [form] = Form.useForm<{ targets: WorkOrderSlaTarget[] }>();
  const saved = useQuery({ queryKey: slaKeys.targets, queryFn: () => callEndpoint(SLA.targets) });
  const types = useQuery({
    queryKey: [...workOrderKeys.types, 'all'],
    queryFn: () => workOrderApi.types(false),
  });
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await callEndpoint(SLA.saveTargets, { targets: values.targets ?? [] });
    void message.success(t('workOrder.done'));
    await client.invalidateQueries({ queryKey: slaKeys.targets });
  });
  if (!saved.data) return <Skeleton active />;
  const urgencyLabel = (u: number) => WORK_ORDER_URGENCY_LABELS[u as 0][lang];
  return (
    <Card size="small" title={t('workOrder.sla.targetsTitle')} data-testid="work-order-sla-targets">
      <Table
        size="small"
        pagination={false}
        rowKey="urgency"
        dataSource={WORK_ORDER_URGENCIES.map((u) => ({ urgency: u, ...saved.data.defaults[String(u)] }))}
        columns={[
          { key: 'u', title: t('workOrder.fields.urgencyLevel'), render: (_, r) => urgencyLabel(r.urgency) },
          { key: 'f', title: t('workOrder.sla.firstResponseHours'), dataIndex: 'firstResponseHours' },
          { key: 'r', title: t('workOrder.sla.resolutionHours'), dataIndex: 'resolutionHours' },
        ]}
      />
      <Form form={form} disabled={!editable} initialValues={{ targets: saved.data.targets }}>
        <Form.List name="targets">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
              {fields.map((field, index) => (
                <Space key={field.key} wrap align="start" data-testid={`work-order-sla-target-${index}`}>
                  <Form.Item name={[field.name, 'secondType']} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 200 }}
                      placeholder={t('workOrder.fields.secondType')}
                      options={(types.data ?? []).map((x) => ({ value: x.code, label: x.label }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'urgencyLevel']} rules={[{ required: true }]}>
                    <Select
                      style={{ width: 140 }}
                      placeholder={t('workOrder.fields.urgencyLevel')}
                      options={WORK_ORDER_URGENCIES.map((u) => ({ value: u, label: urgencyLabel(u) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'firstResponseHours']}>
                    <InputNumber {...hoursInput} placeholder={t('workOrder.sla.firstResponseHours')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'resolutionHours']}>
                    <InputNumber {...hoursInput} placeholder={t('workOrder.sla.resolutionHours')} />
                  </Form.Item>
                  {editable ? (
                    <Button
                      icon={<DeleteOutlined />}
                      type="text"
                      danger
                      aria-label={t('workOrder.sla.remove')}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </Space>
              ))}
              {editable ? (
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ urgencyLevel: 0, firstResponseHours: null, resolutionHours: null })}
                    data-testid="work-order-sla-target-add"
                  >
                    {t('workOrder.sla.targetAdd')}
                  </Button>
                  <Button
                    type="primary"
                    loading={busy}
                    onClick={() => void submit()}
                    data-testid="work-order-sla-targets-save"
                  >
                    {t('workOrder.sla.save')}
                  </Button>
                </Space>
              ) : null}
            </Space>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

/** The holidays of the SLA calendar: dates the clock does not count although their weekday is worked. */
export function SlaHolidaysCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const editable = hasPermission(useSession().permissions, CODES.workOrderTypeUpdate);
  const saved = useQuery({ queryKey: slaKeys.holidays, queryFn: () => callEndpoint(SLA.holidays) });
  const save = async (holidays: string[]) => {
    await callEndpoint(SLA.saveHolidays, { holidays });
    void message.success(t('workOrder.done'));
    await client.invalidateQueries({ queryKey: slaKeys.holidays });
  };
  if (!saved.data) return <Skeleton active />;
  const holidays = saved.data.holidays;
  return (
    <Card size="small" title={t('workOrder.sla.holidaysTitle')} data-testid="work-order-sla-holidays">
      <Space wrap>
        {holidays.length ? null : <span>{t('workOrder.sla.noHolidays')}</span>}
        {holidays.map((day) => (
          <Tag
            key={day}
            closable={editable}
            onClose={(e) => {
              e.preventDefault();
              void save(holidays.filter((d) => d !== day));
            }}
            data-testid={`work-order-sla-holiday-${day}`}
          >
            {day}
          </Tag>
        ))}
        {editable ? (
          <DatePicker
            key={holidays.join()}
            placeholder={t('workOrder.sla.holidayAdd')}
            onChange={(d: Dayjs | null) => {
              const day = d?.format('YYYY-MM-DD');
              if (day && !holidays.includes(day)) void save([...holidays, day]);
            }}
            data-testid="work-order-sla-holiday-add"
          />
        ) : null}
      </Space>
    </Card>
  );
}
