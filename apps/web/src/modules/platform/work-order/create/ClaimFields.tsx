import { WORK_ORDER_RESPONSIBLE_PARTIES, WORK_ORDER_RESPONSIBLE_PARTY_LABELS } from '@freightdesk/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

const MONEY = { scale: 2, min: '0', max: '9999999999.99' } as const;

/** The claim's fields: indemnity amount and currency; for staff also the responsible party and agent. */
export function ClaimFields({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`workOrder.fields.${key}`);
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item name="indemnityAmount" label={f('indemnityAmount')}>
          <DecimalInput field={MONEY} data-testid="work-order-create-indemnity" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="indemnityCurrency" label={f('indemnityCurrency')}>
          <Input maxLength={3} data-testid="work-order-create-currency" />
        </Form.Item>
      </Col>
      {staff ? (
        <>
          <Col span={12}>
            <Form.Item name="responsibleParty" label={f('responsibleParty')}>
              <Select
                allowClear
                options={WORK_ORDER_RESPONSIBLE_PARTIES.map((v) => ({
                  value: v,
                  label: WORK_ORDER_RESPONSIBLE_PARTY_LABELS[v][lang],
                }))}
                data-testid="work-order-create-responsible"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="responsibleAgentId" label={f('responsibleAgent')}>
              <RefSelect entity="agent" data-testid="work-order-create-agent" />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
