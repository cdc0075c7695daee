import type { EntityDef } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubConfigView } from '#web/components/sub-config/SubConfigView.tsx';
import { useSubConfigs } from '#web/components/sub-config/use-sub-configs.ts';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { fileLinksOf } from '#web/components/upload/FilesInput.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import './resource-page.css';
import { ChangeHistorySlot } from './change-history.tsx';
import { buildDetailModels, type DictionaryNames, displayValue } from './columns.ts';
import { type EntityApi, resourceKeys } from './resource-api.ts';
import type { EntityRecord, ResourceOverrides } from './resource-types.ts';

type Props = {
  entity: EntityDef;
  api: EntityApi;
  /** The row shown; the drawer is open while this is not null. */
  id: string | null;
  dictionaries: DictionaryNames;
  onClose: () => void;
  /** What a business screen shows below the fields (e.g. a country's details). */
  extra?: (record: EntityRecord) => ReactNode;
  /** The screen's column overrides: a field's own cell draws it here too. */
  cells?: ResourceOverrides['columns'];
};

const when = (v: unknown) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm:ss') : '');

/**
 * The read-only view of one row: every field (listed or not), who created and changed it when, the
 * screen's extra section, and the row's change history (for holders of the business-log permission).
 */
export function DetailDrawer({ entity, api, id, dictionaries, onClose, extra, cells }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const detail = useQuery({
    queryKey: resourceKeys.detail(entity.name, id ?? ''),
    queryFn: () => api.detail(id!),
    enabled: id !== null,
  });
  const record = detail.data;
  const subs = useSubConfigs(entity.fields);
  const ctx = { lang, permissions: session.permissions, dictionaries };
  const items = record
    ? [
        ...buildDetailModels(entity, lang, session.userType).map((line) => {
          const subConfig = line.field?.type === 'json' ? subs?.[line.key] : undefined;
          const cell = cells?.[line.key]?.render;
          return {
            key: line.key,
            label: line.title,
            span: line.field?.span === 3 || line.field?.type === 'json' ? ('filled' as const) : undefined,
            children: cell ? (
              <span data-testid={`detail-${line.key}`}>{cell(record)}</span>
            ) : line.field?.type === 'json' && line.field.files ? (
              <FileLinks files={fileLinksOf(record[line.key])} />
            ) : subConfig ? (
              <div className="fd-detail-fields__wide">
                <SubConfigView
                  editor={subConfig}
                  lang={lang}
                  value={record[line.key]}
                  testId={`detail-${line.key}`}
                />
              </div>
            ) : (
              <span data-testid={`detail-${line.key}`} lang={line.field?.lang}>
                {displayValue(line.key, line.field, record, ctx)}
              </span>
            ),
          };
        }),
        { key: 'createdAt', label: t('resource.createdAt'), children: when(record.createdAt) },
        {
          key: 'createdByName',
          label: t('resource.createdBy'),
          children: String(record.createdByName ?? ''),
        },
        { key: 'updatedAt', label: t('resource.updatedAt'), children: when(record.updatedAt) },
        {
          key: 'updatedByName',
          label: t('resource.updatedBy'),
          children: String(record.updatedByName ?? ''),
        },
      ]
    : [];
  return (
    <Drawer
      open={id !== null}
      title={t('resource.detailTitle', { title: entity.title[lang] })}
      size={720}
      onClose={onClose}
      destroyOnHidden
      data-testid="resource-detail"
    >
      {detail.isLoading || !record || !subs ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions className="fd-detail-fields" bordered size="small" column={2} items={items} />
          {extra?.(record)}
          <ChangeHistorySlot entity={entity.name} id={record.id} />
        </>
      )}
    </Drawer>
  );
}
