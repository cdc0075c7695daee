import { hasPermission, Permission } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shell/session/session-store.ts';
import { type BusinessLogRow, businessLogKeys, searchBusinessLog } from './business-log-api.ts';
import { LogDetailModal } from './LogDetailModal.tsx';
import { LogTable } from './LogTable.tsx';

const HISTORY_SIZE = 100;

/** The log rows of one record (detail drawer), for holders of `setting/businessLog` only. */
export function ChangeHistory({ entity, id }: { entity: string; id: string }) {
  const session = useSession();
  if (!hasPermission(session.permissions, Permission.businessLog)) return null;
  return <History entity={entity} id={id} />;
}

function History({ entity, id }: { entity: string; id: string }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<BusinessLogRow | null>(null);
  const criteria = { entity, entityId: id };
  const logs = useQuery({
    queryKey: businessLogKeys.search(criteria, 1, HISTORY_SIZE),
    queryFn: () => searchBusinessLog(criteria, 1, HISTORY_SIZE),
  });
  return (
    <div data-testid="change-history" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('businessLog.history')}</Typography.Title>
      <LogTable
        rows={logs.data?.records ?? []}
        loading={logs.isLoading}
        showRecord={false}
        onDetail={setDetail}
      />
      <LogDetailModal row={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
