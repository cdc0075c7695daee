import type { PriceKind } from '@freightdesk/domain';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { type PriceRecord, priceApi } from './price-api.ts';

type Done = { onClose: () => void; onDone: () => void };

/** Save as: a copy of a table under a new name and validity (an overlap is confirmed like a new table). */
export function SaveAsDialog({ source, onClose, onDone }: Done & { source: PriceRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; effectiveFrom: Dayjs; effectiveTo?: Dayjs | null }>();
  const save = async (v: { name: string; effectiveFrom: Dayjs; effectiveTo?: Dayjs | null }) => {
    setBusy(true);
    try {
      await priceApi.saveAs({
        id: source.id,
        name: v.name.trim(),
        effectiveFrom: v.effectiveFrom.toISOString(),
        effectiveTo: v.effectiveTo ? v.effectiveTo.toISOString() : null,
      });
      void message.success(t('price.saved'));
      onDone();
    } catch {
      // the request layer told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('price.saveAsTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: source.name, effectiveFrom: dayjs().add(1, 'day').startOf('day') }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="name" label={t('price.name')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="effectiveFrom" label={t('price.effectiveFrom')} rules={[{ required: true }]}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="effectiveTo" label={t('price.effectiveTo')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type AdjustValues = { type: 'percent' | 'amount'; value: number; zones: string[] };

/** Batch adjust: the weight-range prices of the selected tables by a percentage or an amount. */
export function BatchAdjustDialog({ kind, ids, onClose, onDone }: Done & { kind: PriceKind; ids: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<AdjustValues>();
  const type = Form.useWatch('type', form);
  const save = async (v: AdjustValues) => {
    setBusy(true);
    try {
      const r = await priceApi.batchAdjust({
        kind,
        ids,
        type: v.type,
        value: String(v.value),
        zones: v.zones ?? [],
      });
      void message.success(t('price.adjusted', { count: r.count }));
      onDone();
    } catch {
      // the request layer told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('price.adjustTitle', { count: ids.length })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 'percent', zones: [] }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="type" label={t('price.adjustType')}>
          <Select
            options={[
              { value: 'percent', label: t('price.adjustPercent') },
              { value: 'amount', label: t('price.adjustAmount') },
            ]}
          />
        </Form.Item>
        <Form.Item name="value" label={t('price.adjustValue')} rules={[{ required: true }]}>
          <NumberInput
            min={type === 'percent' ? -1 : -999999}
            max={999999}
            precision={4}
            percent={type === 'percent'}
          />
        </Form.Item>
        <Form.Item name="zones" label={t('price.adjustZones')} tooltip={t('price.adjustZonesHint')}>
          <Select mode="tags" open={false} tokenSeparators={[',']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
