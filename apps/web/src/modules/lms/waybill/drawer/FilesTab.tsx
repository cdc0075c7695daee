import { UploadOutlined } from '@ant-design/icons';
import {
  message as catalogue,
  groupFilesByType,
  hasPermission,
  Permission,
  WAYBILL_FILE_TYPE_OPTIONS,
  WAYBILL_FILE_TYPES,
  type WaybillFile,
  type WaybillFileType,
} from '@freightdesk/domain';
import { App, Button, Empty, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileLink, FileLinks } from '#web/components/upload/FileLinks.tsx';
import { FileUploadDialog } from '#web/components/upload/FileUploadDialog.tsx';
import { waybillApi } from '#web/modules/lms/waybill/waybill-api.ts';
import { useDrawer, useTabDetail } from './drawer-context.tsx';
import { optionLabel, TAB_FLAGS } from './drawer-logic.ts';

/**
 * The files tab (spec §5 "Files"): files grouped by type with download, preview / print icons by
 * extension and delete for the uploader (after confirmation); the upload dialog takes 1–5 files
 * (one customer invoice), allowed formats, 20 MB each, the type locked once a file is added.
 */
export function FilesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id, lang, permissions, changed } = useDrawer();
  const detail = useTabDetail('files', TAB_FLAGS.files);
  const [open, setOpen] = useState(false);
  const files = detail.data?.files ?? [];
  const groups = groupFilesByType(files, WAYBILL_FILE_TYPES);
  const canFile = hasPermission(permissions, Permission.lmsWaybillFile);
  const types = WAYBILL_FILE_TYPE_OPTIONS.map((o) => ({
    value: String(o.value),
    label: o.label[lang],
    single: o.value === 'customerInvoice',
  }));
  const links = (list: WaybillFile[]): (FileLink & { rowId: string })[] =>
    list.map((f) => ({
      rowId: f.id,
      fileId: f.fileId,
      fileName: f.fileName,
      createBy: f.createBy,
      createByName: f.createByName,
      createAt: f.createAt,
    }));
  const remove = async (link: FileLink) => {
    const row = files.find((f) => f.fileId === link.fileId);
    if (!row) return;
    await waybillApi.deleteFile(row.id);
    message.success(t('waybillDrawer.deleted'));
    changed();
  };

  return (
    <div data-testid="drawer-files">
      {canFile ? (
        <Button
          icon={<UploadOutlined />}
          onClick={() => setOpen(true)}
          style={{ marginBottom: 8 }}
          data-testid="drawer-upload"
        >
          {t('waybillDrawer.upload')}
        </Button>
      ) : null}
      {detail.isLoading ? (
        <Spin />
      ) : groups.length ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {groups.map((g) => (
            <div key={g.type} data-testid={`file-group-${g.type}`}>
              <Tag color="blue">{optionLabel(WAYBILL_FILE_TYPE_OPTIONS, g.type, lang)}</Tag>
              <FileLinks files={links(g.files)} onDelete={canFile ? remove : undefined} />
            </div>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noFiles')} />
      )}
      <FileUploadDialog
        open={open}
        types={types}
        from="lmsWaybill"
        withRemark
        onClose={() => setOpen(false)}
        onUploaded={async ({ type, remark, files: stored }) => {
          if (!stored.length) {
            message.warning(catalogue(lang, 'uploadFail', [t('waybillDrawer.upload')]));
            return;
          }
          await waybillApi.uploadFile({
            id,
            type: (type ?? 'other') as WaybillFileType,
            remark: remark || undefined,
            fileIds: stored.map((s) => s.id),
          });
          message.success(t('waybillDrawer.uploaded'));
          changed();
        }}
      />
    </div>
  );
}
