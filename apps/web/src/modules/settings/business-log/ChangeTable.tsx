import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import type { LogChanges } from './business-log-api.ts';
import { type ChangeRow, changeRows } from './change-rows.ts';

/** The fields one log row changed: field label, before → after. */
export function ChangeTable({ entity, changes }: { entity: string; changes: LogChanges }) {
  const { t, i18n } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const rows = changeRows(entity, changes, { lang, permissions: session.permissions }, (key) =>
    i18n.exists(`businessLog.fields.${key}`) ? t(`businessLog.fields.${key}`) : key,
  );
  if (!rows.length) return <Empty description={t('businessLog.noChanges')} />;
  return (
    <Table<ChangeRow>
      rowKey="key"
      size="small"
      pagination={false}
      data-testid="business-log-changes"
      dataSource={rows}
      columns={[
        { key: 'label', title: t('businessLog.field'), dataIndex: 'label', width: 160 },
        { key: 'before', title: t('businessLog.before'), dataIndex: 'before' },
        { key: 'after', title: t('businessLog.after'), dataIndex: 'after' },
      ]}
    />
  );
}
