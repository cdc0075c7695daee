import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { dictionaryListView, hasPermission, Permission } from '@freightdesk/domain';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ResourceList } from '#web/components/resource/ResourceList.tsx';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { useEntityList } from '#web/components/resource/use-entity-list.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { DictionaryFormModal, type FormMode } from './DictionaryFormModal.tsx';
import { DictionaryItems } from './DictionaryItems.tsx';
import {
  type Dictionary,
  deleteDictionaries,
  insertDictionary,
  listDictionaries,
  updateDictionary,
} from './dictionary-api.ts';

const asDictionary = (record: EntityRecord) => record as unknown as Dictionary;
/** `common/dictionary/list` answers every dictionary: the list machinery searches and pages them. */
const loadAll = async () => (await listDictionaries()) as unknown as EntityRecord[];

/**
 * Settings centre › Basic data › Dictionaries (`/setting/basic/dictionary`): the dictionaries (master)
 * and the items of the selected one (detail).
 */
export function DictionaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const canUpdate = hasPermission(permissions, Permission.dictionaryUpdate);
  const list = useEntityList(dictionaryListView, loadAll);
  const [formMode, setFormMode] = useState<FormMode | null>(null);

  const remove = async (dictionary: Dictionary) => {
    const content = t('dictionary.deleteConfirm', { name: dictionary.name });
    if (!(await confirmDialog({ content, danger: true }))) return;
    try {
      await deleteDictionaries([dictionary.id]);
      void message.success(t('dictionary.deleted'));
      if (list.selected?.id === dictionary.id) list.select(null);
      await list.reload();
    } catch {
      // the request layer showed the reason
    }
  };

  const rowActions = (record: EntityRecord) => {
    const dictionary = asDictionary(record);
    const writable = canUpdate && !dictionary.readOnly;
    return (
      <Space size={0} data-testid={`dictionary-actions-${dictionary.type}`}>
        <Button
          type="link"
          size="small"
          onClick={() => list.select(dictionary.id)}
          data-testid="dictionary-items"
        >
          {t('dictionary.items')}
        </Button>
        {writable && (
          <Button
            type="link"
            size="small"
            onClick={() => setFormMode({ kind: 'edit', dictionary })}
            data-testid="dictionary-edit"
          >
            {t('common.edit')}
          </Button>
        )}
        {writable && (
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
    );
  };

  return (
    <>
      <ResourceList
        entity={dictionaryListView}
        list={list}
        columns={{
          readOnly: {
            render: (r) =>
              r.readOnly ? (
                <Tag color="orange" data-testid="dictionary-readonly">
                  {t('dictionary.readOnly')}
                </Tag>
              ) : null,
          },
        }}
        rowActions={{ width: 220, render: rowActions }}
        detail={(record) => (
          <DictionaryItems
            key={record.id}
            dictionary={asDictionary(record)}
            editable={canUpdate && !record.readOnly}
            onClose={() => list.select(null)}
          />
        )}
        extra={
          <Space>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void list.reload()}
              aria-label={t('common.refresh')}
            />
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
      />
      <DictionaryFormModal
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSubmit={async (mode, input) => {
          if (mode.kind === 'create') await insertDictionary(input);
          else await updateDictionary(mode.dictionary.id, input);
          void message.success(t('dictionary.saved'));
          await list.reload();
        }}
      />
    </>
  );
}
