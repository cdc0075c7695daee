import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ATTRIBUTE_TYPE_OPTIONS, type AttributeType } from '@freightdesk/domain';
import { Button, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { ALL_ZONES, type GridRow, newRow, type RangeGrid } from './range-grid.ts';

type Props = {
  value: RangeGrid;
  onChange: (grid: RangeGrid) => void;
  /** Zone names of the product's zone scheme (the "load zones" button), when known. */
  schemeZones?: readonly string[];
};

type Dec = 'startWeight' | 'endWeight' | 'firstWeight' | 'firstPrice' | 'continueUnit' | 'carryUnit';

const toNum = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? null : Number(v);
const toText = (n: number | null) => (n === null ? null : String(n));

/**
 * The weight ranges as a grid: one row per range (bounds, attribute type, first weight/price of
 * start + continue, continue and carry units), one price column per zone ("all zones" prices every
 * zone). Zones are added by name or loaded from the product's zone scheme.
 */
export function RangeGridEditor({ value, onChange, schemeZones }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [zoneName, setZoneName] = useState('');
  const setRow = (key: string, patch: Partial<GridRow>) =>
    onChange({ ...value, rows: value.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const addZones = (names: readonly string[]) => {
    const zones = [...value.zones, ...names.filter((n) => n && !value.zones.includes(n))];
    onChange({ ...value, zones });
  };
  const removeZone = (zone: string) => onChange({ ...value, zones: value.zones.filter((z) => z !== zone) });

  const decimal = (key: Dec, precision = 3) => ({
    key,
    title: t(`price.range.${key}`),
    width: 110,
    render: (_: unknown, r: GridRow) => (
      <NumberInput
        min={0}
        max={999999}
        precision={precision}
        value={toNum(r[key])}
        onChange={(n) => setRow(r.key, { [key]: toText(n) })}
        data-testid={`range-${key}-${value.rows.indexOf(r)}`}
      />
    ),
  });
  const columns: ColumnsType<GridRow> = [
    decimal('startWeight'),
    decimal('endWeight'),
    {
      key: 'attributeType',
      title: t('price.range.attributeType'),
      width: 150,
      render: (_, r) => (
        <Select
          style={{ width: 140 }}
          value={r.attributeType}
          options={ATTRIBUTE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          onChange={(v: AttributeType) => setRow(r.key, { attributeType: v })}
        />
      ),
    },
    decimal('firstWeight'),
    decimal('firstPrice', 4),
    decimal('continueUnit'),
    decimal('carryUnit'),
    ...value.zones.map((zone, zi) => ({
      key: `zone-${zone}`,
      title: (
        <Space size={4}>
          {zone === ALL_ZONES ? t('price.range.allZones') : zone}
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('price.range.removeZone')}
            onClick={() => removeZone(zone)}
          />
        </Space>
      ),
      width: 120,
      render: (_: unknown, r: GridRow) => (
        <NumberInput
          min={0}
          max={99999999}
          precision={4}
          value={toNum(r.prices[zone])}
          onChange={(n) => setRow(r.key, { prices: { ...r.prices, [zone]: toText(n) } })}
          data-testid={`range-price-${value.rows.indexOf(r)}-${zi}`}
        />
      ),
    })),
    {
      key: 'remove',
      width: 48,
      render: (_, r) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('price.range.removeRow')}
          onClick={() => onChange({ ...value, rows: value.rows.filter((x) => x.key !== r.key) })}
        />
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          placeholder={t('price.range.zoneName')}
          value={zoneName}
          onChange={(e) => setZoneName(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            addZones([zoneName.trim()]);
            setZoneName('');
          }}
          style={{ width: 180 }}
          data-testid="range-zone-name"
        />
        <Button
          onClick={() => {
            addZones([zoneName.trim()]);
            setZoneName('');
          }}
          disabled={!zoneName.trim()}
          data-testid="range-add-zone"
        >
          {t('price.range.addZone')}
        </Button>
        <Button onClick={() => addZones([ALL_ZONES])} disabled={value.zones.includes(ALL_ZONES)}>
          {t('price.range.addAllZones')}
        </Button>
        {schemeZones && schemeZones.length > 0 && (
          <Button onClick={() => addZones(schemeZones)} data-testid="range-load-zones">
            {t('price.range.loadZones', { count: schemeZones.length })}
          </Button>
        )}
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange({ ...value, rows: [...value.rows, newRow(value.rows.at(-1))] })}
          data-testid="range-add-row"
        >
          {t('price.range.addRow')}
        </Button>
      </Space>
      <Table<GridRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={value.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('price.range.empty') }}
        data-testid="range-grid"
      />
      <Typography.Text type="secondary">{t('price.range.hint')}</Typography.Text>
    </Space>
  );
}
