import type { PriceKind } from '@freightdesk/domain';
import { App, Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { type BatchValues, batchBody } from './price-batch-form.ts';
import { type BatchEditOp, priceBookApi } from './price-book-api.ts';

type Props = { op: BatchEditOp; kind: PriceKind; ids: string[]; onClose: () => void; onDone: () => void };

const rate = <NumberInput min={0} max={10} precision={4} percent style={{ width: 160 }} />;

/**
 * One dialog for the batch changes of the selected price tables: fuel (custom fuel rate / fuel
 * discount), zone (postcode prefixes or rename), surcharge (add / replace / remove by subject),
 * customer (add / remove; an overlap is confirmed by the request layer, code 2000) and remark.
 */
export function PriceBatchEditDialog({ op, kind, ids, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<BatchValues>();
  const sub = Form.useWatch('op', form);
  const save = async (v: BatchValues) => {
    const body = batchBody(op, kind, ids, v);
    if (!body) {
      void message.warning(t('priceSheet.nothingToChange'));
      return;
    }
    setBusy(true);
    try {
      const r = await priceBookApi.batchEdit(op, body);
      void message.success(t('priceSheet.changed', { count: r.count }));
      onDone();
    } catch {
      // the request layer told the user (or the overlap was declined)
    } finally {
      setBusy(false);
    }
  };
  const initial: BatchValues = {
    zone: { op: 'prefixes' },
    surcharge: { op: 'add', fuelIncluded: false, thirdPartySettlement: false },
    customer: { op: 'add', customerIds: [] },
    fuel: { setRate: true, setDiscount: false },
    remark: { remark: '' },
  }[op];
  const required = [{ required: true }];
  return (
    <Modal
      open
      title={`${t(`priceSheet.batch.${op}`)} (${ids.length})`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        {op === 'fuel' && (
          <>
            <Space align="baseline">
              <Form.Item name="setRate" valuePropName="checked">
                <Checkbox>{t('priceSheet.customFuelRate')}</Checkbox>
              </Form.Item>
              <Form.Item name="customFuelRate" tooltip={t('priceSheet.emptyClears')}>
                {rate}
              </Form.Item>
            </Space>
            <Space align="baseline">
              <Form.Item name="setDiscount" valuePropName="checked">
                <Checkbox>{t('priceSheet.fuelDiscount')}</Checkbox>
              </Form.Item>
              <Form.Item name="fuelDiscount" tooltip={t('priceSheet.emptyClears')}>
                {rate}
              </Form.Item>
            </Space>
          </>
        )}
        {op === 'zone' && (
          <>
            <Form.Item name="op">
              <Radio.Group
                options={[
                  { value: 'prefixes', label: t('priceSheet.zonePrefixes') },
                  { value: 'rename', label: t('priceSheet.zoneRename') },
                ]}
              />
            </Form.Item>
            <Form.Item name="zone" label={t('priceSheet.zone')} rules={[...required, { max: 35 }]}>
              <Input />
            </Form.Item>
            {sub === 'rename' ? (
              <Form.Item name="newName" label={t('priceSheet.newName')} rules={[...required, { max: 35 }]}>
                <Input />
              </Form.Item>
            ) : (
              <Form.Item
                name="prefixes"
                label={t('priceSheet.prefixes')}
                tooltip={t('priceSheet.prefixesHint')}
              >
                <Input.TextArea rows={3} />
              </Form.Item>
            )}
          </>
        )}
        {op === 'surcharge' && (
          <>
            <Form.Item name="op">
              <Radio.Group
                options={(['add', 'replace', 'remove'] as const).map((o) => ({
                  value: o,
                  label: t(`priceSheet.surchargeOps.${o}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="subject" label={t('priceSheet.subject')} rules={[...required, { max: 50 }]}>
              <Input />
            </Form.Item>
            {sub !== 'remove' && (
              <>
                <Form.Item name="formula" label={t('priceSheet.formula')} rules={[...required, { max: 500 }]}>
                  <Input />
                </Form.Item>
                <Space wrap>
                  <Form.Item name="minValue" label={t('priceSheet.minValue')}>
                    <NumberInput precision={4} />
                  </Form.Item>
                  <Form.Item name="maxValue" label={t('priceSheet.maxValue')}>
                    <NumberInput precision={4} />
                  </Form.Item>
                  <Form.Item name="customFuelRate" label={t('priceSheet.customFuelRate')}>
                    {rate}
                  </Form.Item>
                </Space>
                <Space>
                  <Form.Item name="fuelIncluded" valuePropName="checked">
                    <Checkbox>{t('priceSheet.fuelIncluded')}</Checkbox>
                  </Form.Item>
                  <Form.Item name="thirdPartySettlement" valuePropName="checked">
                    <Checkbox>{t('priceSheet.thirdPartySettlement')}</Checkbox>
                  </Form.Item>
                </Space>
              </>
            )}
          </>
        )}
        {op === 'customer' && (
          <>
            <Form.Item name="op">
              <Radio.Group
                options={[
                  { value: 'add', label: t('priceSheet.customerAdd') },
                  { value: 'remove', label: t('priceSheet.customerRemove') },
                ]}
              />
            </Form.Item>
            <Form.Item name="customerIds" label={t('priceSheet.customers')} rules={required}>
              <RefSelect entity="customer" multiple />
            </Form.Item>
          </>
        )}
        {op === 'remark' && (
          <Form.Item name="remark" label={t('priceSheet.remark')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
