import { InboxOutlined } from '@ant-design/icons';
import type { UploadOutcome } from '@freightdesk/domain';
import { App, Button, Card, Space, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UploadFile } from 'antd/es/upload/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFiles } from '#web/components/upload/file-api.ts';
import { UPLOAD_ACCEPT } from '#web/components/upload/upload-check.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { documentApi } from './document-api.ts';
import { applyOutcomes, chunks, type PlanRow, type PlanState, planUploads } from './upload-plan.ts';

const STATE_COLOR: Record<PlanState, string> = {
  ready: 'processing',
  unmatched: 'default',
  badFile: 'error',
  hasInvoice: 'warning',
  duplicate: 'warning',
  attached: 'success',
  refused: 'error',
};

type Picked = { uid: string; file: File };

/**
 * Upload centre (`lms/document/upload-center`, staff and customers): many invoice files at once, each
 * matched to a waybill by its name (waybill or customer number without the extension). The matches
 * are shown per file before confirming; confirming stores the files (five per upload) and attaches
 * each as its waybill's customer invoice, with the result per file.
 */
export function UploadCenterPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [rows, setRows] = useState<PlanRow[]>([]);
  const [matching, setMatching] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = rows.filter((r) => r.state === 'ready');

  useEffect(() => {
    if (!picked.length) {
      setRows([]);
      return;
    }
    let live = true;
    setMatching(true);
    documentApi
      .matchUploads(picked.map((p) => p.file.name))
      .then((matches) => {
        if (live)
          setRows(
            planUploads(
              picked.map((p) => ({ uid: p.uid, name: p.file.name, size: p.file.size })),
              matches,
              lang,
            ),
          );
      })
      .catch(() => undefined)
      .finally(() => live && setMatching(false));
    return () => {
      live = false;
    };
  }, [picked, lang]);

  const confirm = async () => {
    setBusy(true);
    try {
      const files = new Map(picked.map((p) => [p.uid, p.file]));
      const outcomes: (UploadOutcome & { uid: string })[] = [];
      for (const group of chunks(ready)) {
        const stored = await uploadFiles(
          group.map((r) => files.get(r.uid)!),
          { from: 'uploadCenter' },
        );
        const items = group.map((r, i) => ({ waybillId: r.waybillId!, fileId: stored[i]!.id }));
        const answered = await documentApi.confirmUploads({ items });
        outcomes.push(...answered.map((o, i) => ({ ...o, uid: group[i]!.uid })));
      }
      setRows((current) => applyOutcomes(current, outcomes));
      const attached = outcomes.filter((o) => o.ok).length;
      void message.success(t('documents.attachedCount', { count: attached }));
    } catch {
      // the request layer told the user; rows keep their state for another try
    } finally {
      setBusy(false);
    }
  };

  const columns: ColumnsType<PlanRow> = [
    { key: 'name', title: t('documents.fileName'), dataIndex: 'name' },
    { key: 'number', title: t('documents.number'), dataIndex: 'number' },
    { key: 'waybillNo', title: t('documents.waybillNo'), render: (_, r) => r.waybillNo ?? '—' },
    {
      key: 'state',
      title: t('documents.match'),
      render: (_, r) => (
        <Tag color={STATE_COLOR[r.state]} data-testid={`upload-state-${r.name}`}>
          {t(`documents.state.${r.state}`)}
        </Tag>
      ),
    },
    { key: 'reason', title: t('documents.result'), render: (_, r) => r.reason ?? '' },
  ];

  const fileList: UploadFile[] = picked.map((p) => ({ uid: p.uid, name: p.file.name, status: 'done' }));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="upload-center-page">
      <Card size="small">
        <Upload.Dragger
          multiple
          accept={UPLOAD_ACCEPT}
          fileList={fileList}
          showUploadList={false}
          beforeUpload={(file, list) => {
            if (file === list[0])
              setPicked((current) => [...current, ...list.map((f) => ({ uid: f.uid, file: f as File }))]);
            return false;
          }}
          data-testid="upload-center-picker"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('documents.uploadPick')}</p>
          <p className="ant-upload-hint">{t('documents.uploadHint')}</p>
        </Upload.Dragger>
      </Card>
      <Card
        size="small"
        title={t('documents.uploadFiles', { count: rows.length, ready: ready.length })}
        extra={
          <Space>
            <Button
              onClick={() => setPicked([])}
              disabled={!picked.length || busy}
              data-testid="upload-center-clear"
            >
              {t('documents.clear')}
            </Button>
            <Button
              type="primary"
              onClick={() => void confirm()}
              disabled={!ready.length || matching}
              loading={busy}
              data-testid="upload-center-confirm"
            >
              {t('documents.attach', { count: ready.length })}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('documents.uploadRule')}</Typography.Paragraph>
        <Table<PlanRow>
          rowKey="uid"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={matching}
          pagination={false}
          locale={{ emptyText: t('documents.noFiles') }}
          data-testid="upload-center-table"
        />
      </Card>
    </Space>
  );
}
