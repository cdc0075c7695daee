import { businessLogActionLabel } from '@freightdesk/domain';
import { Descriptions, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { BusinessLogRow } from './business-log-api.ts';
import { ChangeTable } from './ChangeTable.tsx';
import { entityTitle } from './change-rows.ts';

/** One log row: who did what when, and the changed fields before → after. */
export function LogDetailModal({ row, onClose }: { row: BusinessLogRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <Modal
      open={row !== null}
      title={t('businessLog.detailTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="business-log-detail"
    >
      {row && (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'time',
                label: t('businessLog.time'),
                children: dayjs(row.createdAt).format('YYYY-MM-DD HH:mm:ss'),
              },
              { key: 'user', label: t('businessLog.user'), children: row.userName ?? '' },
              { key: 'entity', label: t('businessLog.entity'), children: entityTitle(row.entity, lang) },
              {
                key: 'action',
                label: t('businessLog.action'),
                children: businessLogActionLabel(row.action, lang),
              },
              { key: 'entityId', label: t('businessLog.entityId'), children: row.entityId, span: 2 },
            ]}
          />
          <ChangeTable entity={row.entity} changes={row.changes} />
        </>
      )}
    </Modal>
  );
}
