import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHARGE_MODE_OPTIONS,
  fieldLabel,
  hasPermission,
  PRICE_MODE_OPTIONS,
  type PriceKind,
  pricePermission,
  surchargeTemplate,
  ZONE_QUERY_OPTIONS,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureReasonDialog } from '#web/components/failure-reason/FailureReasonDialog.tsx';
import type { FailureRow } from '#web/components/failure-reason/failure-sheet.ts';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { saveFile } from '#web/shell/request/download.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PriceSubDataTabs } from './PriceSubDataTabs.tsx';
import { priceApi, priceKeys } from './price-api.ts';
import { withTemplates } from './price-batch-form.ts';
import { schemeZones } from './price-book-api.ts';
import { emptyValues, type PriceFormValues, valuesOf, writeOf } from './price-form.ts';
import * as sub from './price-sub-data.ts';
import { RangeGridEditor } from './RangeGridEditor.tsx';
import { type RangeGrid, toGrid } from './range-grid.ts';
import { SurchargeTemplatePicker } from './SurchargeTemplatePicker.tsx';

type Props = {
  kind: PriceKind;
  /** The table edited; null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
};

const asDate = { getValueProps: (v?: string | null) => ({ value: v ? dayjs(v) : null }) };
const fromDate = (d: Dayjs | null) => (d ? d.toISOString() : null);

/**
 * New / edit price table: the header (name, mode and its base or API, product, channel, charge mode,
 * customers, currency, fuel options, zone query, validity), the weight-range grid and the
 * surcharges. Saving an overlapping price asks first (code 2000, the request layer) and repeats with force.
 */
export function PriceFormDialog({ kind, id, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<PriceFormValues>();
  const [grid, setGrid] = useState<RangeGrid>({ zones: [], rows: [] });
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<FailureRow[] | null>(null);
  const [subRows, setSubRows] = useState<sub.SubRows>(sub.emptySubRows);
  const [problems, setProblems] = useState<sub.PriceProblem[]>([]);
  const { permissions } = useSession();
  const can = (action: string) => hasPermission(permissions, pricePermission(kind, action));
  const importSheet = async (file: File) => {
    try {
      const read = await priceApi.importRanges(kind, file);
      setGrid(toGrid(read.weightRanges));
      if (read.errors.length) setFailures(read.errors);
      else void message.success(t('price.rangesImported', { count: read.weightRanges.length }));
    } catch {
      // the request layer told the user
    }
  };
  const exportSheet = async () => {
    try {
      saveFile(await priceApi.exportRanges(id!, `${form.getFieldValue('name') || 'price'}.xlsx`));
    } catch {
      // the request layer told the user
    }
  };
  const detail = useQuery({
    queryKey: priceKeys.detail(id ?? ''),
    queryFn: () => priceApi.detail(id!),
    enabled: !!id,
  });
  const productId = Form.useWatch('productId', form);
  const mode = Form.useWatch('mode', form);
  const zones = useQuery({
    queryKey: ['fmsPrice', 'schemeZones', productId],
    queryFn: () => schemeZones(productId!),
    enabled: !!productId,
    staleTime: 60_000,
  });
  const bases = useQuery({
    queryKey: priceKeys.search({ kind }, 1),
    queryFn: () => priceApi.search({ kind }, 1, 100),
    enabled: mode === 'base',
  });

  useEffect(() => {
    if (id && detail.data) {
      const { values, grid: g } = valuesOf(detail.data);
      form.setFieldsValue(values);
      setGrid(g);
      setSubRows(sub.subRowsOf(detail.data));
    }
  }, [id, detail.data, form]);

  const save = async (values: PriceFormValues) => {
    setSaving(true);
    try {
      // the stored surcharge rows also hold what a template brought and the form does not show (min/max, …)
      const surcharges = form.getFieldValue('surcharges') ?? values.surcharges;
      const body = {
        ...writeOf(kind, { ...values, surcharges }, grid, detail.data),
        ...sub.subRowsPayload(subRows),
      };
      const found = sub.priceBodyProblems(body, lang, (f) => t(`priceForm.${f}`, fieldLabel(lang, f)));
      setProblems(found);
      if (found.length)
        return void message.error(found.find((p) => p.list === null)?.message ?? t('priceForm.invalid'));
      if (id && detail.data) await priceApi.update({ ...body, id, version: detail.data.version });
      else await priceApi.insert(body);
      void message.success(t('price.saved'));
      onSaved();
    } catch {
      // the request layer told the user (or the overlap was not confirmed)
    } finally {
      setSaving(false);
    }
  };
  const opts = (list: typeof PRICE_MODE_OPTIONS) =>
    list.map((o) => ({ value: o.value, label: o.label[lang] }));

  return (
    <Modal
      open
      width={1100}
      title={id ? t('price.editTitle') : t('price.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'price-form-save' } as never}
      destroyOnHidden
    >
      <Spin spinning={!!id && detail.isLoading}>
        <Form<PriceFormValues>
          form={form}
          layout="vertical"
          initialValues={emptyValues(dayjs().startOf('day').toISOString())}
          onFinish={(v) => void save(v)}
          data-testid="price-form"
        >
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="name" label={t('price.name')} rules={[{ required: true, max: 100 }]}>
                <Input data-testid="price-form-name" />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="mode" label={t('price.mode')}>
                <Select options={opts(PRICE_MODE_OPTIONS)} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="productId" label={t('price.product')} rules={[{ required: true }]}>
                <RefSelect entity="product" data-testid="price-form-product" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="channelId" label={t('price.channel')}>
                <RefSelect entity="channel" />
              </Form.Item>
            </Col>
            {mode === 'base' && (
              <>
                <Col span={8}>
                  <Form.Item name="basePriceId" label={t('price.basePrice')} rules={[{ required: true }]}>
                    <Select
                      options={(bases.data?.records ?? [])
                        .filter((r) => r.id !== id)
                        .map((r) => ({ value: r.id, label: r.name || r.id }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="baseType" label={t('price.baseType')} initialValue="percent">
                    <Select
                      options={(['percent', 'unitPrice', 'fixed'] as const).map((v) => ({
                        value: v,
                        label: t(`price.baseTypes.${v}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name="baseValue" label={t('price.baseValue')}>
                    <NumberInput min={-999999} max={999999} precision={4} />
                  </Form.Item>
                </Col>
              </>
            )}
            {mode === 'api' && (
              <Col span={8}>
                <Form.Item
                  name="priceApiId"
                  label={t('price.priceApi')}
                  rules={[{ required: true, message: t('price.priceApiRequired') }]}
                >
                  <RefSelect entity="priceApi" data-testid="price-form-price-api" />
                </Form.Item>
              </Col>
            )}
            <Col span={4}>
              <Form.Item name="chargeMode" label={t('price.chargeMode')}>
                <Select options={opts(CHARGE_MODE_OPTIONS)} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="zoneQuery" label={t('price.zoneQuery')}>
                <Select options={opts(ZONE_QUERY_OPTIONS)} />
              </Form.Item>
            </Col>
            <Col span={3}>
              <Form.Item
                name="currency"
                label={t('price.currency')}
                rules={[
                  { required: true, pattern: /^\s*[A-Za-z]{3}\s*$/, message: t('price.currencyFormat') },
                ]}
              >
                <Input maxLength={3} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="customFuelRate" label={t('price.customFuelRate')}>
                <NumberInput min={0} max={10} precision={4} percent />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="fuelDiscount" label={t('price.fuelDiscount')}>
                <NumberInput min={0} max={1} precision={4} percent />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item
                name="effectiveFrom"
                label={t('price.effectiveFrom')}
                rules={[{ required: true }]}
                {...asDate}
              >
                <DatePicker
                  showTime
                  style={{ width: '100%' }}
                  onChange={(d) => form.setFieldValue('effectiveFrom', fromDate(d))}
                />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="effectiveTo" label={t('price.effectiveTo')} {...asDate}>
                <DatePicker
                  showTime
                  style={{ width: '100%' }}
                  onChange={(d) => form.setFieldValue('effectiveTo', fromDate(d))}
                />
              </Form.Item>
            </Col>
            {kind === 'customer' && (
              <>
                <Col span={16}>
                  <Form.Item
                    name="customerIds"
                    label={t('price.customers')}
                    tooltip={t('price.customersHint')}
                  >
                    <RefSelect entity="customer" multiple data-testid="price-form-customers" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="forbidQuery" valuePropName="checked" label=" ">
                    <Checkbox>{t('price.forbidQuery')}</Checkbox>
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('price.weightRanges')}
            </Typography.Title>
            {can('import') && (
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(file) => {
                  void importSheet(file as File);
                  return false;
                }}
              >
                <Button size="small" data-testid="price-import-ranges">
                  {t('price.importRanges')}
                </Button>
              </Upload>
            )}
            {id && can('export') && (
              <Button size="small" onClick={() => void exportSheet()} data-testid="price-export-ranges">
                {t('price.exportRanges')}
              </Button>
            )}
          </Space>
          <RangeGridEditor value={grid} onChange={setGrid} schemeZones={zones.data} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('price.surcharges')}
          </Typography.Title>
          <Form.List name="surcharges">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'subject']} rules={[{ required: true, max: 50 }]}>
                      <Input placeholder={t('price.surchargeSubject')} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'formula']} rules={[{ required: true, max: 500 }]}>
                      <Input placeholder={t('price.surchargeFormula')} style={{ width: 320 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'fuelIncluded']} valuePropName="checked">
                      <Checkbox>{t('price.fuelIncluded')}</Checkbox>
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(f.name)}
                      aria-label={t('price.removeSurcharge')}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ subject: '', formula: '', fuelIncluded: false })}
                >
                  {t('price.addSurcharge')}
                </Button>{' '}
                {hasPermission(permissions, surchargeTemplate.permission) && (
                  <SurchargeTemplatePicker
                    onAdd={(templates) =>
                      form.setFieldValue(
                        'surcharges',
                        withTemplates(form.getFieldValue('surcharges') ?? [], templates),
                      )
                    }
                  />
                )}
              </>
            )}
          </Form.List>
          <PriceSubDataTabs
            value={subRows}
            onChange={(rows) => {
              setSubRows(rows);
              setProblems([]);
            }}
            zones={sub.zoneChoices(grid.zones, zones.data)}
            problems={problems}
          />
        </Form>
      </Spin>
      <FailureReasonDialog rows={failures} onClose={() => setFailures(null)} />
    </Modal>
  );
}
