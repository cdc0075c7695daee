import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CommodityLine,
  checkCommodityQuantities,
  defaultCommodityLine,
  deleteCommodityLine,
  editableCommodityFields,
  linesForEdit,
  renderRuleMessage,
  type WaybillCommodity,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waybillApi } from '#web/modules/lms/waybill/waybill-api.ts';
import { drawerApi, drawerKeys } from './drawer-api.ts';
import { useDrawer, useFieldLabel, useTabDetail } from './drawer-context.tsx';
import {
  canSaveCommodities,
  canStartCommodityEdit,
  isCommodityFieldEditable,
  lineForSave,
  TAB_FLAGS,
} from './drawer-logic.ts';

/** Columns of the commodity table, in order; `goodsDescs` and `totalPrice` are shown, never typed. */
const FIELDS = [
  'nameEn',
  'nameCn',
  'quantity',
  'unit',
  'unitPrice',
  'totalPrice',
  'goodsDescs',
  'sku',
  'hsCode',
  'origin',
  'brand',
  'model',
  'materialEn',
  'purposeEn',
  'unitNetWeight',
] as const;
const NOT_TYPED = new Set(['totalPrice', 'goodsDescs']);

type Line = CommodityLine & { totalPrice?: string };

/**
 * The commodities tab (spec §5 "Commodity edit"): view / edit toggle; only the public config's
 * `commodities.*` fields are editable for customers; quantity a whole number, not empty, not zero
 * (warning, nothing saved); the last line cannot be deleted; a new line has quantity 1, origin CN.
 */
export function CommoditiesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id, area, lang, permissions, changed } = useDrawer();
  const label = useFieldLabel();
  const detail = useTabDetail('commodities', TAB_FLAGS.commodities);
  const editableConfig = useQuery({
    queryKey: drawerKeys.editable,
    queryFn: drawerApi.editableFields,
    enabled: area === 'customer',
    staleTime: 60_000,
  });
  const editable = editableCommodityFields(editableConfig.data?.fields ?? []);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = lines !== null;
  const rows: Line[] = lines ?? ((detail.data?.commodities ?? []) as WaybillCommodity[] as Line[]);

  const startEdit = () => setLines(linesForEdit(rows.map((r) => ({ ...r }))));
  const cancel = () => {
    setLines(null);
    void detail.refetch();
  };
  const setField = (index: number, field: string, value: unknown) =>
    setLines((ls) => (ls ?? []).map((l, i) => (i === index ? { ...l, [field]: value } : l)));
  const save = async () => {
    const refused = checkCommodityQuantities(rows);
    if (refused) {
      message.warning(renderRuleMessage(lang, refused));
      return;
    }
    setSaving(true);
    try {
      await waybillApi.commodityUpdate({ waybillId: id, commodities: rows.map(lineForSave) });
      message.success(t('waybillDrawer.saved'));
      setLines(null);
      changed();
    } catch {
      // the request layer showed the refusal; stay in edit mode
    } finally {
      setSaving(false);
    }
  };

  const cell = (field: (typeof FIELDS)[number], line: Line, index: number) => {
    const value = (line as Record<string, unknown>)[field];
    if (field === 'goodsDescs')
      return ((value as string[] | undefined) ?? []).map((g) => <Tag key={g}>{g}</Tag>);
    if (!editing || NOT_TYPED.has(field) || !isCommodityFieldEditable(area, editable, field)) {
      const text = value === null || value === undefined ? '' : String(value);
      // the Chinese name is Chinese whatever the user's language
      return field === 'nameCn' ? <span lang="zh-CN">{text}</span> : text;
    }
    if (field === 'quantity')
      return (
        <InputNumber
          value={value as number | null}
          precision={0}
          style={{ width: 90 }}
          onChange={(v) => setField(index, field, v)}
          data-testid={`commodity-quantity-${index}`}
        />
      );
    return (
      <Input
        value={(value as string | null) ?? ''}
        style={{ minWidth: 110 }}
        onChange={(e) => setField(index, field, e.target.value)}
        data-testid={`commodity-${field}-${index}`}
      />
    );
  };
  const columns = [
    ...FIELDS.map((field) => ({
      key: field,
      title: label(field),
      render: (_: unknown, line: Line, index: number) => cell(field, line, index),
    })),
    ...(editing
      ? [
          {
            key: 'actions',
            title: '',
            fixed: 'right' as const,
            render: (_: unknown, __: Line, index: number) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('waybillDrawer.deleteLine')}
                disabled={rows.length <= 1}
                onClick={() => setLines((ls) => deleteCommodityLine(ls ?? [], index))}
                data-testid={`commodity-delete-${index}`}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="drawer-commodities">
      <Space style={{ marginBottom: 8 }}>
        {editing ? (
          <>
            <Button
              type="primary"
              loading={saving}
              disabled={!canSaveCommodities(area, permissions)}
              onClick={save}
              data-testid="commodity-save"
            >
              {t('waybillDrawer.save')}
            </Button>
            <Button onClick={cancel} data-testid="commodity-cancel">
              {t('waybillDrawer.cancel')}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setLines((ls) => [...(ls ?? []), defaultCommodityLine()])}
              data-testid="commodity-add"
            >
              {t('waybillDrawer.addLine')}
            </Button>
          </>
        ) : canStartCommodityEdit(area, permissions) ? (
          <Button onClick={startEdit} disabled={detail.isLoading} data-testid="commodity-edit">
            {t('waybillDrawer.edit')}
          </Button>
        ) : null}
      </Space>
      <Table<Line>
        size="small"
        rowKey={(l) => l.id ?? `new-${rows.indexOf(l)}`}
        loading={detail.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noCommodities')} />
          ),
        }}
      />
    </div>
  );
}
