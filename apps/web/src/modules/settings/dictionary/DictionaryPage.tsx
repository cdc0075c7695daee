import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { hasPermission, type Language, Permission } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  type Dictionary,
  type DictionaryInput,
  type DictionaryItemRow,
  deleteDictionaries,
  dictionaryItemsForEdit,
  dictionaryKeys,
  insertDictionary,
  listDictionaries,
  saveDictionaryItems,
  updateDictionary,
} from './dictionary-api.ts';

const NAME_KEYS: readonly [Language, 'nameZh' | 'nameEn' | 'nameVi'][] = [
  ['zh-CN', 'nameZh'],
  ['en-US', 'nameEn'],
  ['vi-VN', 'nameVi'],
];
const emptyNames = () => ({ 'zh-CN': '', 'en-US': '', 'vi-VN': '' });

type FormMode = { kind: 'create' } | { kind: 'edit'; dictionary: Dictionary };

/** Settings centre › Basic data › Dictionaries (`/setting/basic/dictionary`): dictionaries and their items. */
export function DictionaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const canUpdate = hasPermission(permissions, Permission.dictionaryUpdate);
  const client = useQueryClient();
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [editing, setEditing] = useState<Dictionary | null>(null);
  const list = useQuery({ queryKey: dictionaryKeys.list, queryFn: listDictionaries });
  const reload = () => client.invalidateQueries({ queryKey: dictionaryKeys.all });

  const remove = async (dictionary: Dictionary) => {
    if (
      !(await confirmDialog({
        content: t('dictionary.deleteConfirm', { name: dictionary.name }),
        danger: true,
      }))
    )
      return;
    try {
      await deleteDictionaries([dictionary.id]);
      void message.success(t('dictionary.deleted'));
      await reload();
    } catch {
      // the request layer showed the reason
    }
  };

  const columns: TableColumnsType<Dictionary> = [
    { title: t('dictionary.number'), dataIndex: 'number', width: 120 },
    { title: t('dictionary.type'), dataIndex: 'type', width: 180 },
    { title: t('dictionary.name'), dataIndex: 'name', width: 220 },
    {
      title: t('dictionary.readOnly'),
      dataIndex: 'readOnly',
      width: 110,
      render: (readOnly: boolean) =>
        readOnly ? (
          <Tag color="orange" data-testid="dictionary-readonly">
            {t('dictionary.readOnly')}
          </Tag>
        ) : null,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_, dictionary) => (
        <Space size={0} data-testid={`dictionary-actions-${dictionary.type}`}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(dictionary)}
            data-testid="dictionary-items"
          >
            {t('dictionary.items')}
          </Button>
          {canUpdate && !dictionary.readOnly && (
            <Button
              type="link"
              size="small"
              onClick={() => setFormMode({ kind: 'edit', dictionary })}
              data-testid="dictionary-edit"
            >
              {t('common.edit')}
            </Button>
          )}
          {canUpdate && !dictionary.readOnly && (
            <ClickLockButton
              type="link"
              size="small"
              danger
              onClick={() => remove(dictionary)}
              data-testid="dictionary-delete"
            >
              {t('common.delete')}
            </ClickLockButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('dictionary.list')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()} aria-label={t('common.refresh')} />
          {canUpdate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setFormMode({ kind: 'create' })}
              data-testid="dictionary-create"
            >
              {t('common.create')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<Dictionary>
        rowKey="id"
        size="small"
        data-testid="dictionary-table"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
      />
      <DictionaryFormModal
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSubmit={async (mode, input) => {
          if (mode.kind === 'create') await insertDictionary(input);
          else await updateDictionary(mode.dictionary.id, input);
          void message.success(t('dictionary.saved'));
          await reload();
        }}
      />
      <ItemsModal
        dictionary={editing}
        editable={canUpdate && editing !== null && !editing.readOnly}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          void message.success(t('dictionary.itemsSaved'));
          await reload();
        }}
      />
    </Card>
  );
}

type FormValues = { number: string; type: string; nameZh: string; nameEn: string; nameVi: string };

/** Creates or edits a dictionary (number, type, names in the three languages). */
function DictionaryFormModal({
  mode,
  onClose,
  onSubmit,
}: {
  mode: FormMode | null;
  onClose: () => void;
  onSubmit: (mode: FormMode, input: DictionaryInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit') {
      const d = mode.dictionary;
      form.setFieldsValue({
        number: d.number,
        type: d.type,
        nameZh: d.names['zh-CN'],
        nameEn: d.names['en-US'],
        nameVi: d.names['vi-VN'],
      });
    }
  }, [mode, form]);

  const submit = async () => {
    if (!mode) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(mode, {
        number: v.number,
        type: v.type,
        name: { 'zh-CN': v.nameZh, 'en-US': v.nameEn, 'vi-VN': v.nameVi },
      });
      onClose();
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, whitespace: true, message: t('dictionary.required') }];
  return (
    <Modal
      open={mode !== null}
      title={mode?.kind === 'edit' ? t('dictionary.editTitle') : t('dictionary.createTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'dictionary-form-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="dictionary-form">
        <Form.Item name="number" label={t('dictionary.number')} rules={required}>
          <Input maxLength={64} data-testid="dictionary-form-number" />
        </Form.Item>
        <Form.Item name="type" label={t('dictionary.type')} rules={required}>
          <Input maxLength={64} data-testid="dictionary-form-type" />
        </Form.Item>
        {NAME_KEYS.map(([lang, key]) => (
          <Form.Item key={lang} name={key} label={t(`dictionary.${key}`)} rules={required}>
            <Input maxLength={100} data-testid={`dictionary-form-${key}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** The items of a dictionary: code and names in three languages, rows added and deleted, saved at once. */
function ItemsModal({
  dictionary,
  editable,
  onClose,
  onSaved,
}: {
  dictionary: Dictionary | null;
  editable: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = dictionary?.id ?? '';
  const loaded = useQuery({
    queryKey: dictionaryKeys.items(id),
    queryFn: () => dictionaryItemsForEdit(id),
    enabled: Boolean(dictionary),
  });
  const [rows, setRows] = useState<DictionaryItemRow[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRows(dictionary && loaded.data ? loaded.data.map((r) => ({ code: r.code, name: { ...r.name } })) : []);
  }, [dictionary, loaded.data]);

  const change = (index: number, next: Partial<DictionaryItemRow>) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...next } : r)));
  const invalid = rows.some((r) => !r.code.trim() || NAME_KEYS.some(([lang]) => !r.name[lang].trim()));

  const save = async () => {
    if (!dictionary) return;
    setSaving(true);
    try {
      await saveDictionaryItems(dictionary.id, rows);
      await onSaved();
      onClose();
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<DictionaryItemRow> = [
    {
      title: t('dictionary.code'),
      key: 'code',
      width: 140,
      render: (_, row, index) => (
        <Input
          value={row.code}
          disabled={!editable}
          maxLength={64}
          status={editable && !row.code.trim() ? 'error' : undefined}
          onChange={(e) => change(index, { code: e.target.value })}
          data-testid={`item-${index}-code`}
        />
      ),
    },
    ...NAME_KEYS.map(([lang, key]) => ({
      title: t(`dictionary.${key}`),
      key,
      render: (_: unknown, row: DictionaryItemRow, index: number) => (
        <Input
          value={row.name[lang]}
          disabled={!editable}
          maxLength={100}
          status={editable && !row.name[lang].trim() ? ('error' as const) : undefined}
          onChange={(e) => change(index, { name: { ...row.name, [lang]: e.target.value } })}
          data-testid={`item-${index}-${key}`}
        />
      ),
    })),
  ];
  if (editable) {
    columns.push({
      key: 'delete',
      width: 50,
      render: (_, _row, index) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('common.delete')}
          onClick={() => setRows((current) => current.filter((_r, i) => i !== index))}
          data-testid={`item-${index}-delete`}
        />
      ),
    });
  }

  return (
    <Modal
      open={dictionary !== null}
      width={900}
      title={t('dictionary.itemsTitle', { name: dictionary?.name ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        editable ? (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={invalid}
              onClick={() => void save()}
              data-testid="items-save"
            >
              {t('common.save')}
            </Button>
          </Space>
        ) : (
          <Button onClick={onClose}>{t('common.close')}</Button>
        )
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
    </Modal>
  );
}
