import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import {
  hasPermission,
  type Language,
  PARCEL_FILE_TYPE_LABELS,
  PARCEL_FILE_TYPES,
  type ParcelFileType,
  Permission,
  TRACK_STATUS_OPTIONS,
  type TrackStatus,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { type FileLink, FileLinks } from '#web/components/upload/FileLinks.tsx';
import { FileUploadDialog } from '#web/components/upload/FileUploadDialog.tsx';
import { isApiError } from '#web/shell/request/api-error.ts';
import { type ParcelTabFlag, type ParcelTrack, parcelApi, parcelKeys } from './parcel-api.ts';

/** A sub-list of the drawer, fetched with its `findById` flag. */
function useTab(id: string, flag: ParcelTabFlag) {
  return useQuery({ queryKey: parcelKeys.detail(id, flag), queryFn: () => parcelApi.detail(id, flag) });
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A read-only sub-list of the drawer: the fields named, as text. */
function FieldsTable(props: {
  testId: string;
  loading: boolean;
  rows: readonly Record<string, unknown>[];
  columns: [key: string, title: string][];
}) {
  return (
    <Table
      size="small"
      rowKey={(_r, i) => String(i)}
      loading={props.loading}
      dataSource={[...props.rows]}
      pagination={false}
      data-testid={props.testId}
      columns={props.columns.map(([key, title]) => ({
        key,
        title,
        render: (_: unknown, r: Record<string, unknown>) => str(r[key]),
      }))}
    />
  );
}

/** The pieces tab: weight and sizes as ordered. */
export function PiecesTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const tab = useTab(id, 'pieces');
  return (
    <FieldsTable
      testId="parcel-pieces"
      loading={tab.isLoading}
      rows={tab.data?.pieces ?? []}
      columns={[
        ['boxNo', t('pdsParcel.boxNo')],
        ['receiveActualWeight', t('pdsParcel.weight')],
        ['receiveLength', t('pdsParcel.length')],
        ['receiveWidth', t('pdsParcel.width')],
        ['receiveHeight', t('pdsParcel.height')],
      ]}
    />
  );
}

/** The commodities tab: the lines a label and customs need. */
export function CommoditiesTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const tab = useTab(id, 'commodities');
  return (
    <FieldsTable
      testId="parcel-commodities"
      loading={tab.isLoading}
      rows={tab.data?.commodities ?? []}
      columns={[
        ['nameEn', t('pdsParcel.nameEn')],
        ['nameCn', t('pdsParcel.nameCn')],
        ['quantity', t('pdsParcel.quantity')],
        ['unitPrice', t('pdsParcel.unitPrice')],
        ['hsCode', t('pdsParcel.hsCode')],
        ['sku', t('pdsParcel.sku')],
      ]}
    />
  );
}

/** Timeline colour per track status, as the freight drawer shows them. */
const NODE_COLOR: Record<TrackStatus, string> = {
  pickUp: 'blue',
  inTransit: 'blue',
  availableForPickUp: 'cyan',
  outForDelivery: 'cyan',
  failure: 'red',
  delivered: 'green',
  exception: 'red',
  returning: 'orange',
  returned: 'gray',
};

const statusLabel = (s: TrackStatus, lang: Language) =>
  TRACK_STATUS_OPTIONS.find((o) => o.value === s)?.label[lang] ?? s;

/** The tracks tab: newest first with their status colours; "update tracks now" pulls the carrier's. */
export function TracksTab({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tab = useTab(id, 'tracks');
  const tracks: ParcelTrack[] = [...(tab.data?.tracks ?? [])].sort((a, b) => b.time.localeCompare(a.time));
  const pull = async () => {
    try {
      await parcelApi.queryTracks(id);
      await client.invalidateQueries({ queryKey: parcelKeys.detail(id, 'tracks') });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <div data-testid="parcel-tracks">
      {tab.data?.info.trackNo ? (
        <ClickLockButton
          icon={<SyncOutlined />}
          onClick={pull}
          style={{ marginBottom: 12 }}
          data-testid="parcel-pull-tracks"
        >
          {t('pdsParcel.pullTracks')}
        </ClickLockButton>
      ) : null}
      {tracks.length ? (
        <Timeline
          items={tracks.map((tr) => ({
            key: tr.id,
            color: tr.status ? NODE_COLOR[tr.status] : 'gray',
            title: dayjs(tr.time).format('YYYY-MM-DD HH:mm'),
            content: (
              <Space orientation="vertical" size={0}>
                <Typography.Text>{tr.description}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[tr.location, tr.status ? statusLabel(tr.status, lang) : ''].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      ) : tab.isLoading ? null : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pdsParcel.noTracks')} />
      )}
    </div>
  );
}

type FilesProps = { id: string; lang: Language; permissions: readonly string[]; onChanged: () => void };

/** The files tab: files by type with download; upload and delete (the uploader's own) with `pds/waybill/list:file`. */
export function FilesTab({ id, lang, permissions, onChanged }: FilesProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const tab = useTab(id, 'files');
  const [open, setOpen] = useState(false);
  const files = tab.data?.files ?? [];
  const canFile = hasPermission(permissions, Permission.pdsWaybillFile);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: parcelKeys.detail(id, 'files') });
    onChanged();
  };
  const linksOf = (type: ParcelFileType): FileLink[] =>
    files
      .filter((f) => f.type === type)
      .map((f) => ({
        fileId: f.fileId,
        fileName: f.fileName,
        createBy: f.createBy,
        createByName: f.createByName,
        createAt: f.createAt,
      }));
  const remove = async (link: FileLink) => {
    await parcelApi.deleteFile(link.fileId);
    void message.success(t('pdsParcel.deleted'));
    await refresh();
  };
  return (
    <div data-testid="parcel-files">
      {canFile ? (
        <Button
          icon={<UploadOutlined />}
          onClick={() => setOpen(true)}
          style={{ marginBottom: 8 }}
          data-testid="parcel-upload"
        >
          {t('pdsParcel.upload')}
        </Button>
      ) : null}
      {tab.isLoading ? (
        <Spin />
      ) : files.length ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {PARCEL_FILE_TYPES.filter((type) => files.some((f) => f.type === type)).map((type) => (
            <div key={type} data-testid={`parcel-file-group-${type}`}>
              <Tag color="blue">{PARCEL_FILE_TYPE_LABELS[type][lang]}</Tag>
              <FileLinks files={linksOf(type)} onDelete={canFile ? remove : undefined} />
            </div>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pdsParcel.noFiles')} />
      )}
      <FileUploadDialog
        open={open}
        types={PARCEL_FILE_TYPES.filter((v) => v !== 'label').map((v) => ({
          value: v,
          label: PARCEL_FILE_TYPE_LABELS[v][lang],
        }))}
        from="pdsWaybill"
        withRemark
        onClose={() => setOpen(false)}
        onUploaded={async ({ type, remark, files: stored }) => {
          for (const s of stored)
            await parcelApi.uploadFile({
              id,
              fileId: s.id,
              type: (type ?? 'other') as ParcelFileType,
              remark: remark || undefined,
            });
          if (stored.length) void message.success(t('pdsParcel.uploaded'));
          await refresh();
        }}
      />
    </div>
  );
}
