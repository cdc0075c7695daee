import { requestLogView } from '@freightdesk/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '#web/components/resource/ResourceList.tsx';
import { useEntityList } from '#web/components/resource/use-entity-list.ts';
import { RequestLogDrawer } from './RequestLogDrawer.tsx';

/**
 * Settings centre › API › request log: every outside call (carriers), searched by tag, URL, reference,
 * response code, configuration and time; the drawer shows its headers and bodies.
 */
export function RequestLogPage() {
  const { t } = useTranslation();
  const list = useEntityList(requestLogView);
  const [detailId, setDetailId] = useState<string | null>(null);
  return (
    <>
      <ResourceList
        entity={requestLogView}
        list={list}
        rowActions={{
          width: 90,
          render: (record) => (
            <Button
              type="link"
              size="small"
              onClick={() => setDetailId(record.id)}
              data-testid="request-log-detail"
            >
              {t('requestLog.details')}
            </Button>
          ),
        }}
      />
      <RequestLogDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
