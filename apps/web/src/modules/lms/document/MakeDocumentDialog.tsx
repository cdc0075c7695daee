import type { DocumentRow, InvoiceInput } from '@freightdesk/domain';
import { App, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentApi } from './document-api.ts';

type Props = { row: DocumentRow | null; onClose: () => void; onSaved: () => Promise<void> | void };

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const FIELDS = ['declareValue', 'declareFreightFee', 'declareInsuranceFee', 'declareOtherFee'] as const;

/**
 * Make document: the make-document invoice of one waybill (declared value, currency, fees, remark),
 * prefilled with the values made before or the customer's own; the customer's values are shown beside.
 */
export function MakeDocumentDialog({ row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InvoiceInput>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (row) form.setFieldsValue({ ...row.invoice, ...(row.makeDocumentInvoice ?? {}) });
  }, [row, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const blankless = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v != null));
      await documentApi.makeDocument({ id: row!.id, makeDocumentInvoice: blankless as InvoiceInput });
      void message.success(t('documents.saved'));
      onClose();
      await onSaved();
    } catch {
      // told already
    } finally {
      setBusy(false);
    }
  };
  const money = (name: (typeof FIELDS)[number], required = false) => (
    <Col span={12} key={name}>
      <Form.Item
        name={name}
        label={`${t(`documents.invoice.${name}`)}${row?.invoice[name] ? ` (${row.invoice[name]})` : ''}`}
        rules={[
          ...(required ? [{ required: true, message: t('documents.required') }] : []),
          { pattern: MONEY, message: t('documents.moneyFormat') },
        ]}
      >
        <Input inputMode="decimal" data-testid={`make-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open={Boolean(row)}
      title={t('documents.makeTitle', { no: row?.waybillNo ?? '' })}
      okButtonProps={{ loading: busy, 'data-testid': 'make-ok' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('documents.makeHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Row gutter={12}>
          {money('declareValue', true)}
          <Col span={12}>
            <Form.Item
              name="declareCurrency"
              label={t('documents.invoice.declareCurrency')}
              rules={[{ required: true, pattern: /^[A-Z]{3}$/, message: t('documents.currencyFormat') }]}
              normalize={(v: string) => v?.toUpperCase()}
            >
              <Input maxLength={3} data-testid="make-declareCurrency" />
            </Form.Item>
          </Col>
          {FIELDS.slice(1).map((f) => money(f))}
          <Col span={24}>
            <Form.Item name="invoiceRemark" label={t('documents.invoice.invoiceRemark')}>
              <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
