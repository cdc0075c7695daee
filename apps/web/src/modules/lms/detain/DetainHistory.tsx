import { DETAIN_TYPE_OPTIONS, type DetainRecord, FLAG_SOURCE_LABELS } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { detainApi, detainKeys } from './detain-api.ts';

/** Every detain and release of one waybill, newest first. */
export function DetainHistory({ waybillId, onClose }: { waybillId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const records = useQuery({
    queryKey: [...detainKeys.all, 'records', waybillId],
    queryFn: () => detainApi.records(waybillId!),
    enabled: !!waybillId,
  });
  const typeLabel = (v: string) => DETAIN_TYPE_OPTIONS.find((o) => o.value === v)?.label[lang] ?? v;
  return (
    <Modal open={!!waybillId} title={t('detain.history')} footer={null} onCancel={onClose} width={760}>
      <Table<DetainRecord>
        size="small"
        rowKey="id"
        loading={records.isLoading}
        dataSource={records.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'action',
            title: t('detain.action'),
            render: (_, r) => (r.action === 'detain' ? t('detain.detain') : t('detain.release')),
          },
          {
            key: 'types',
            title: t('detain.detainTypes'),
            render: (_, r) => r.detainTypes.map(typeLabel).join(', '),
          },
          { key: 'reason', title: t('detain.reason'), dataIndex: 'reason' },
          { key: 'source', title: t('detain.source'), render: (_, r) => FLAG_SOURCE_LABELS[r.source][lang] },
          { key: 'by', title: t('detain.by'), dataIndex: 'createdByName' },
          {
            key: 'at',
            title: t('detain.time'),
            render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </Modal>
  );
}
