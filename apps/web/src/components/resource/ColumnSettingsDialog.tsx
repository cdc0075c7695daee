import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, List, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangeColumns, type ColumnSettings, moveKey } from './columns.ts';

type Column = { key: string; title: ReactNode };

type Props = {
  open: boolean;
  /** Every column the list can show, in its natural order. */
  columns: readonly Column[];
  settings: ColumnSettings | null | undefined;
  saving: boolean;
  onSave: (settings: ColumnSettings) => void;
  onClose: () => void;
};

/** Column settings of a list: show or hide each column and change their order; saved for the user. */
export function ColumnSettingsDialog({ open, columns, settings, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<string[]>([]);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the saved settings each time it opens
  useEffect(() => {
    if (!open) return;
    setOrder(arrangeColumns(columns, settings).map((c) => c.key));
    setHidden(new Set(settings?.hidden ?? []));
  }, [open]);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const toggle = (key: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(key);
    else next.add(key);
    setHidden(next);
  };
  return (
    <Modal
      open={open}
      title={t('resource.columns')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reset" onClick={() => onSave({ order: [], hidden: [] })} data-testid="columns-reset">
          {t('resource.resetColumns')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => onSave({ order, hidden: [...hidden] })}
          data-testid="columns-save"
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('resource.columnsTip')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={order}
        renderItem={(key, index) => (
          <List.Item
            data-testid={`columns-item-${key}`}
            actions={[
              <Button
                key="up"
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('resource.moveUp')}
                onClick={() => setOrder(moveKey(order, key, -1))}
              />,
              <Button
                key="down"
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === order.length - 1}
                aria-label={t('resource.moveDown')}
                onClick={() => setOrder(moveKey(order, key, 1))}
              />,
            ]}
          >
            <Checkbox
              checked={!hidden.has(key)}
              onChange={(e) => toggle(key, e.target.checked)}
              data-testid={`columns-show-${key}`}
            >
              {byKey.get(key)?.title}
            </Checkbox>
          </List.Item>
        )}
      />
    </Modal>
  );
}
