import { type PackageWaybillRow, WAYBILL_STATUS_LABELS } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { packageApi, packageKeys } from './package-api.ts';

type Props = { packageNo: string; mayRemove: boolean; onOpen: (waybillId: string) => void };

/** The waybills inside one package (the expanded row); each may be taken out after a confirmation. */
export function PackageWaybills({ packageNo, mayRemove, onOpen }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const client = useQueryClient();
  const { message } = App.useApp();
  const rows = useQuery({
    queryKey: packageKeys.waybills(packageNo),
    queryFn: () => packageApi.waybills(packageNo),
  });
  const remove = useMutation({
    mutationFn: (w: PackageWaybillRow) => packageApi.remove({ packageNo, waybillIds: [w.id] }),
    onSuccess: async () => {
      void message.success(t('package.removed'));
      await client.invalidateQueries({ queryKey: packageKeys.all });
    },
  });
  const askRemove = async (w: PackageWaybillRow) => {
    if (
      await confirmDialog({
        content: t('package.removeConfirm', { waybillNo: w.waybillNo, packageNo }),
        danger: true,
      })
    )
      remove.mutate(w);
  };

  return (
    <Table<PackageWaybillRow>
      size="small"
      rowKey="id"
      loading={rows.isFetching}
      dataSource={rows.data ?? []}
      pagination={false}
      data-testid={`package-waybills-${packageNo}`}
      columns={[
        {
          key: 'waybillNo',
          title: t('package.waybillNo'),
          width: 190,
          render: (_, r) => <Typography.Link onClick={() => onOpen(r.id)}>{r.waybillNo}</Typography.Link>,
        },
        { key: 'customerCode', title: t('package.customer'), dataIndex: 'customerCode', width: 110 },
        {
          key: 'status',
          title: t('package.status'),
          width: 130,
          render: (_, r) => WAYBILL_STATUS_LABELS[r.status][lang],
        },
        { key: 'destination', title: t('package.destination'), dataIndex: 'destination', width: 90 },
        { key: 'pieceCount', title: t('package.pieceCount'), dataIndex: 'pieceCount', width: 80 },
        { key: 'weight', title: t('package.weight'), dataIndex: 'weight', width: 110 },
        {
          key: 'packageTime',
          title: t('package.packageTime'),
          width: 170,
          render: (_, r) => (r.packageTime ? dayjs(r.packageTime).format('YYYY-MM-DD HH:mm:ss') : ''),
        },
        {
          key: 'actions',
          title: t('package.actions'),
          width: 110,
          render: (_, r) =>
            mayRemove ? (
              <Button
                size="small"
                danger
                onClick={() => askRemove(r)}
                data-testid={`package-remove-${r.waybillNo}`}
              >
                {t('package.remove')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
