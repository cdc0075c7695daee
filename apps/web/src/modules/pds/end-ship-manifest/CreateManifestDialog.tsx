import {
  END_SHIP_MANIFEST_API,
  PARCEL_API,
  PARCEL_STATUS_LABELS,
  type ParcelStatus,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

type Props = { open: boolean; onClose: () => void; onCreated: (code: string) => void };
type Parcel = {
  id: string;
  waybillNo: string;
  trackNo: string | null;
  status: ParcelStatus;
  channelName: string | null;
  customerName: string | null;
};

/** Statuses a manifest takes: labelled, not yet picked up. */
const MANIFESTABLE: readonly ParcelStatus[] = ['made', 'waitPickUp'];

/** Labelled parcels on no manifest (by number when typed), newest first. */
async function manifestable(nos: string[]): Promise<Parcel[]> {
  const pages = await Promise.all(
    MANIFESTABLE.map((status) =>
      callEndpoint(PARCEL_API.search, {
        page: 1,
        size: 200,
        sort: [],
        criteria: { status, manifested: false, ...(nos.length ? { nos } : {}) },
      }),
    ),
  );
  return pages.flatMap((p) => p.records) as Parcel[];
}

/**
 * "Create manifest": searches the labelled parcels on no manifest, closes a manifest over the ones
 * picked and shows its code; the server's refusals (several carrier accounts, a parcel already on a
 * manifest or not labelled, the carrier's refusal) are shown in the dialog.
 */
export function CreateManifestDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const client = useQueryClient();
  const [numbers, setNumbers] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nos = numbers.split(/[\s,，;；]+/).filter(Boolean);
  const parcels = useQuery({
    queryKey: ['pdsParcel', 'manifestable', nos],
    queryFn: () => manifestable(nos),
    enabled: open,
  });
  const close = () => {
    setPicked([]);
    setProblem(undefined);
    setCreated(undefined);
    onClose();
  };
  const create = async () => {
    if (!picked.length) return setProblem(t('pdsManifest.noneChosen'));
    setBusy(true);
    try {
      const answer = await callEndpoint(END_SHIP_MANIFEST_API.create, { ids: picked }, { quiet: true });
      setProblem(undefined);
      setCreated(answer.code);
      setPicked([]);
      onCreated(answer.code);
      void client.invalidateQueries({ queryKey: ['pdsParcel'] });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('pdsManifest.createTitle')}
      width="min(900px, 96vw)"
      okText={t('pdsManifest.create')}
      okButtonProps={{ loading: busy, ...{ 'data-testid': 'manifest-create-ok' } }}
      onOk={() => void create()}
      onCancel={close}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('pdsManifest.pickHint')}</Typography.Text>
        <Input.Search
          allowClear
          placeholder={t('pdsManifest.numbers')}
          onSearch={setNumbers}
          data-testid="manifest-pick-search"
        />
        {problem && <Alert type="error" showIcon title={problem} data-testid="manifest-problem" />}
        {created && (
          <Alert
            type="success"
            showIcon
            title={t('pdsManifest.created', { code: created })}
            data-testid="manifest-created"
          />
        )}
        <Table<Parcel>
          rowKey="id"
          size="small"
          loading={parcels.isFetching}
          dataSource={parcels.data ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String)) }}
          data-testid="manifest-pick-table"
          columns={[
            { key: 'waybillNo', title: t('pdsManifest.waybillNo'), dataIndex: 'waybillNo' },
            { key: 'trackNo', title: t('pdsParcel.columns.trackNo'), dataIndex: 'trackNo' },
            { key: 'customerName', title: t('pdsParcel.columns.customer'), dataIndex: 'customerName' },
            { key: 'channelName', title: t('pdsParcel.columns.channelName'), dataIndex: 'channelName' },
            {
              key: 'status',
              title: t('pdsParcel.columns.status'),
              render: (_: unknown, r: Parcel) => <Tag>{PARCEL_STATUS_LABELS[r.status][lang]}</Tag>,
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
