import {
  BATCH_UPDATE_LABELS,
  type BatchUpdateField,
  batchUpdateFieldsFor,
  message as catalogue,
  PACKAGE_TYPE_OPTIONS,
  parseBatchNumbers,
  renderRuleMessage,
  TRADE_CLAUSE_OPTIONS,
  WAYBILL_STATUS_LABELS,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { waybillKeys } from '#web/modules/lms/waybill/waybill-api.ts';
import {
  type FoundWaybill,
  waybillListApi,
  waybillListKeys,
} from '#web/modules/lms/waybill/waybill-list-api.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { batchValues, splitUpdatable } from './batch-update.ts';

type Preview = { records: FoundWaybill[]; missing: string[] };
const REQUIRED_WHEN_CHOSEN: readonly BatchUpdateField[] = ['productId', 'packageType'];

/**
 * Waybill batch update (`lms/waybill/batch-update`): paste numbers, preview the waybills found
 * (numbers not found listed, waybills that can no longer change left out), choose fields and
 * values, confirm, see the result. Staff change waybills until sent, customers theirs until received.
 */
export function BatchUpdatePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const [numbers, setNumbers] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [chosen, setChosen] = useState<BatchUpdateField[]>([]);
  const [result, setResult] = useState<number | null>(null);
  const [form] = Form.useForm<Partial<Record<BatchUpdateField, unknown>>>();
  const options = useQuery({
    queryKey: waybillListKeys.pickerOptions,
    queryFn: waybillListApi.pickerOptions,
  });
  const fields = batchUpdateFieldsFor(session.userType);
  const split = splitUpdatable(preview?.records ?? [], session.userType);

  const lookUp = async () => {
    const parsed = parseBatchNumbers(numbers);
    if (!parsed.ok) return void message.warning(renderRuleMessage(lang, parsed));
    try {
      setPreview(await waybillListApi.findByNos(numbers));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const submit = async () => {
    if (!chosen.length) return void message.warning(catalogue(lang, 'lmsBatchUpdateNoField'));
    if (!split.updatable.length) return void message.warning(catalogue(lang, 'noDataCheck'));
    const form_ = await form.validateFields();
    const ok = await confirmDialog({
      content: confirmTexts.operation(t('waybillList.batchUpdateWhat', { count: split.updatable.length })),
    });
    if (!ok) return;
    try {
      const answer = await waybillListApi.batchUpdate({
        ids: split.updatable.map((r) => r.id),
        values: batchValues(chosen, form_),
      });
      setResult(answer.updated);
      await client.invalidateQueries({ queryKey: waybillKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const restart = () => {
    setResult(null);
    setPreview(null);
    setNumbers('');
    setChosen([]);
    form.resetFields();
  };

  const inputOf = (field: BatchUpdateField): ReactNode => {
    const select = (opts: { value: string; label: string }[]) => (
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={opts}
        data-testid={`value-${field}`}
      />
    );
    switch (field) {
      case 'orderRemark':
        return <Input.TextArea maxLength={500} autoSize data-testid={`value-${field}`} />;
      case 'tradeClause':
        return select(TRADE_CLAUSE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label[lang] })));
      case 'packageType':
        return select(PACKAGE_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label[lang] })));
      case 'productId':
        return select(
          (options.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })),
        );
      case 'channelId':
        return select(
          (options.data?.channels ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })),
        );
      case 'isPaperLess':
        return <Switch data-testid={`value-${field}`} />;
      case 'declareType':
        return <Input maxLength={30} data-testid={`value-${field}`} />;
      case 'customerExtraNo':
        return <Input maxLength={50} data-testid={`value-${field}`} />;
    }
  };

  if (result !== null)
    return (
      <Result
        status="success"
        title={t('waybillList.batchUpdated', { count: result })}
        extra={
          <Button type="primary" onClick={restart} data-testid="batch-restart">
            {t('waybillList.batchAgain')}
          </Button>
        }
        data-testid="batch-result"
      />
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="batch-update-page">
      <Card size="small" title={t('waybillList.batchStep1')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            value={numbers}
            onChange={(e) => setNumbers(e.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            placeholder={t('waybillList.batchNumbersPlaceholder')}
            data-testid="batch-numbers"
          />
          <ClickLockButton type="primary" onClick={lookUp} data-testid="batch-preview">
            {t('waybillList.batchPreview')}
          </ClickLockButton>
        </Space>
      </Card>
      {preview && (
        <Card size="small" title={t('waybillList.batchStep2', { count: preview.records.length })}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {preview.missing.length > 0 && (
              <Alert
                type="warning"
                title={t('waybillList.batchMissing', { numbers: preview.missing.join(', ') })}
                data-testid="batch-missing"
              />
            )}
            {split.locked.length > 0 && (
              <Alert
                type="info"
                title={t(
                  session.userType === 'customer'
                    ? 'waybillList.batchLockedReceived'
                    : 'waybillList.batchLockedSent',
                  {
                    numbers: split.locked.map((r) => r.waybillNo).join(', '),
                  },
                )}
                data-testid="batch-locked"
              />
            )}
            <Table<FoundWaybill>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ y: 320 }}
              dataSource={preview.records}
              data-testid="batch-preview-table"
              columns={[
                { key: 'waybillNo', dataIndex: 'waybillNo', title: t('waybillList.waybillNo') },
                { key: 'customerNo', dataIndex: 'customerNo', title: t('waybillList.customerNo') },
                ...(session.userType === 'staff'
                  ? [{ key: 'customerCode', dataIndex: 'customerCode', title: t('waybillList.customer') }]
                  : []),
                { key: 'productName', dataIndex: 'productName', title: t('waybillList.product') },
                { key: 'destination', dataIndex: 'destination', title: t('waybillList.destination') },
                {
                  key: 'status',
                  title: t('waybillList.status'),
                  render: (_: unknown, r: FoundWaybill) => (
                    <Tag>{WAYBILL_STATUS_LABELS[r.status]?.[lang] ?? r.status}</Tag>
                  ),
                },
              ]}
            />
          </Space>
        </Card>
      )}
      {preview && (
        <Card size="small" title={t('waybillList.batchStep3')}>
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v as BatchUpdateField[])}
            options={fields.map((f) => ({
              value: f,
              label: <span data-testid={`field-${f}`}>{BATCH_UPDATE_LABELS[f][lang]}</span>,
            }))}
          />
          <Form
            form={form}
            layout="vertical"
            style={{ marginTop: 16, maxWidth: 560 }}
            data-testid="batch-values"
          >
            {chosen.length === 0 && <Alert type="info" title={t('waybillList.batchChooseFields')} />}
            {fields
              .filter((f) => chosen.includes(f))
              .map((f) => (
                <Form.Item
                  key={f}
                  name={f}
                  label={BATCH_UPDATE_LABELS[f][lang]}
                  valuePropName={f === 'isPaperLess' ? 'checked' : 'value'}
                  rules={
                    REQUIRED_WHEN_CHOSEN.includes(f)
                      ? [
                          {
                            required: true,
                            message: catalogue(lang, 'required', [BATCH_UPDATE_LABELS[f][lang]]),
                          },
                        ]
                      : []
                  }
                  extra={
                    REQUIRED_WHEN_CHOSEN.includes(f) || f === 'isPaperLess'
                      ? undefined
                      : t('waybillList.emptyClears')
                  }
                >
                  {inputOf(f)}
                </Form.Item>
              ))}
            <ClickLockButton
              type="primary"
              disabled={split.updatable.length === 0}
              onClick={submit}
              data-testid="batch-submit"
            >
              {t('waybillList.batchSubmit', { count: split.updatable.length })}
            </ClickLockButton>
          </Form>
        </Card>
      )}
    </Space>
  );
}
