import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveKey } from '#web/components/resource/columns.ts';
import { NAME_KEYS } from './DictionaryFormModal.tsx';
import {
  type Dictionary,
  type DictionaryItemRow,
  dictionaryItemsForEdit,
  dictionaryKeys,
  saveDictionaryItems,
} from './dictionary-api.ts';

type Props = { dictionary: Dictionary; editable: boolean; onClose: () => void };

const emptyNames = () => ({ 'zh-CN': '', 'en-US': '', 'vi-VN': '' });

/**
 * The detail of the selected dictionary: its items (code and names in three languages), added,
 * changed, deleted and ordered (the order is their sort), saved at once.
 */
export function DictionaryItems({ dictionary, editable, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const loaded = useQuery({
    queryKey: dictionaryKeys.items(dictionary.id),
    queryFn: () => dictionaryItemsForEdit(dictionary.id),
  });
  const [rows, setRows] = useState<DictionaryItemRow[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRows((loaded.data ?? []).map((r) => ({ code: r.code, name: { ...r.name } })));
  }, [loaded.data]);

  const change = (index: number, next: Partial<DictionaryItemRow>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...next } : r)));
  const move = (index: number, delta: -1 | 1) =>
    setRows((current) => {
      const order = moveKey(
        current.map((_r, i) => String(i)),
        String(index),
        delta,
      );
      return order.map((i) => current[Number(i)]!);
    });
  const invalid = rows.some((r) => !r.code.trim() || NAME_KEYS.some(([lang]) => !r.name[lang].trim()));

  const save = async () => {
    setSaving(true);
    try {
      await saveDictionaryItems(dictionary.id, rows);
      void message.success(t('dictionary.itemsSaved'));
      await client.invalidateQueries({ queryKey: dictionaryKeys.all });
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  };

  const input = (index: number, value: string, max: number, testId: string, set: (v: string) => void) => (
    <Input
      value={value}
      disabled={!editable}
      maxLength={max}
      status={editable && !value.trim() ? 'error' : undefined}
      onChange={(e) => set(e.target.value)}
      data-testid={`item-${index}-${testId}`}
    />
  );
  const columns: TableColumnsType<DictionaryItemRow> = [
    {
      title: t('dictionary.code'),
      key: 'code',
      width: 140,
      render: (_, row, index) => input(index, row.code, 64, 'code', (code) => change(index, { code })),
    },
    ...NAME_KEYS.map(([lang, key]) => ({
      title: t(`dictionary.${key}`),
      key,
      render: (_: unknown, row: DictionaryItemRow, index: number) =>
        input(index, row.name[lang], 100, key, (v) => change(index, { name: { ...row.name, [lang]: v } })),
    })),
  ];
  if (editable)
    columns.push({
      key: 'actions',
      width: 110,
      render: (_, _row, index) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('resource.moveUp')}
            disabled={index === 0}
            onClick={() => move(index, -1)}
            data-testid={`item-${index}-up`}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('resource.moveDown')}
            disabled={index === rows.length - 1}
            onClick={() => move(index, 1)}
            data-testid={`item-${index}-down`}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common.delete')}
            onClick={() => setRows((current) => current.filter((_r, i) => i !== index))}
            data-testid={`item-${index}-delete`}
          />
        </Space>
      ),
    });

  return (
    <Card
      size="small"
      title={t('dictionary.itemsTitle', { name: dictionary.name })}
      data-testid="dictionary-items-panel"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.close')}</Button>
          {editable && (
            <Button
              type="primary"
              loading={saving}
              disabled={invalid}
              onClick={() => void save()}
              data-testid="items-save"
            >
              {t('common.save')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<DictionaryItemRow>
        rowKey={(_, index) => String(index)}
        size="small"
        data-testid="items-table"
        columns={columns}
        dataSource={rows}
        loading={loaded.isFetching}
        pagination={false}
      />
      {editable && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          onClick={() => setRows((current) => [...current, { code: '', name: emptyNames() }])}
          data-testid="items-add"
        >
          {t('dictionary.addItem')}
        </Button>
      )}
    </Card>
  );
}
