import { actorName } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type PriceVersion, priceApi, priceKeys } from './price-api.ts';

/** Every saved version of a price table: version, how it was saved, who and when, its validity then. */
export function PriceHistoryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const history = useQuery({ queryKey: priceKeys.history(id), queryFn: () => priceApi.history(id) });
  const time = (v: unknown) => (typeof v === 'string' && v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
  return (
    <Modal open width={860} title={t('price.historyTitle')} onCancel={onClose} footer={null}>
      <Table<PriceVersion>
        rowKey="id"
        size="small"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        data-testid="price-history"
        columns={[
          { key: 'version', title: t('price.version'), dataIndex: 'version', width: 80 },
          {
            key: 'action',
            title: t('price.action'),
            render: (_, v) =>
              t(`price.actions.${v.action}`, {
                defaultValue: t(`priceSheet.actions.${v.action}`, { defaultValue: v.action }),
              }),
          },
          { key: 'by', title: t('price.changedBy'), render: (_, r) => actorName(r.changedByName, lang) },
          { key: 'at', title: t('price.changedAt'), render: (_, v) => time(v.changedAt) },
          { key: 'from', title: t('price.effectiveFrom'), render: (_, v) => time(v.snapshot.effectiveFrom) },
          { key: 'to', title: t('price.effectiveTo'), render: (_, v) => time(v.snapshot.effectiveTo) },
        ]}
      />
    </Modal>
  );
}
