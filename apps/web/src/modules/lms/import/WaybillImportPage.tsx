import { UploadOutlined } from '@ant-design/icons';
import { MAX_PIECES_PER_WAYBILL, WAYBILL_IMPORT_MAX_ROWS } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '#web/components/import/ImportDialog.tsx';
import { waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { waybillImportApi } from './waybill-import-api.ts';

/**
 * LMS → waybill import (`/lms/waybill/import`, `/client/lms/waybill/import`): the shared import
 * dialog over the waybill import API (template, preview with the failure reasons, confirmation).
 */
export function WaybillImportPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<number | null>(null);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="waybill-import-page">
      <Card size="small" title={t('waybillTools.import.title')}>
        <Space orientation="vertical">
          <Typography.Paragraph>{t('waybillTools.import.hint')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('waybillTools.import.pieces', {
              pieces: MAX_PIECES_PER_WAYBILL,
              rows: WAYBILL_IMPORT_MAX_ROWS,
            })}
          </Typography.Paragraph>
          {session.userType === 'staff' && (
            <Alert type="info" showIcon title={t('waybillTools.import.staffNote')} />
          )}
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setOpen(true)}
            data-testid="waybill-import-open"
          >
            {t('waybillTools.import.button')}
          </Button>
          {last !== null && (
            <Typography.Text type="success" data-testid="waybill-import-last">
              {t('waybillTools.import.last', { count: last })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <ImportDialog
        open={open}
        title={t('waybillTools.route.import')}
        api={waybillImportApi}
        onClose={() => setOpen(false)}
        onImported={(result) => {
          setLast(result.inserted);
          void message.success(t('waybillTools.import.done', { count: result.inserted }));
          void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
        }}
      />
    </Space>
  );
}
