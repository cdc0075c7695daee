import {
  CheckOutlined,
  CloseCircleOutlined,
  DownloadOutlined,
  FileDoneOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  message as catalogue,
  hasPermission,
  type Language,
  PARCEL_BATCH_MAX,
  PARCEL_TITLES,
  type ParcelSearchCriteria,
  Permission,
} from '@freightdesk/domain';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { selectionProblem } from '#web/components/resource/selection.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { type ParcelRow, parcelApi } from './parcel-api.ts';
import { useParcelPrint } from './use-parcel-print.tsx';

type Props = {
  lang: Language;
  staff: boolean;
  permissions: readonly string[];
  selected: readonly ParcelRow[];
  criteria: Partial<ParcelSearchCriteria>;
  reload: () => Promise<void>;
};

type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  run: (ids: string[]) => Promise<void>;
};

/**
 * The parcel list's buttons, each only with its permission: order, cancel (after a confirmation),
 * print the labels in one PDF (a print-centre task when the user has the print centre), ship confirm, create an end-ship manifest (staff), export (a job),
 * refresh. Per-parcel refusals of a batch are listed in a dialog.
 */
export function ParcelToolbar({ lang, staff, permissions, selected, criteria, reload }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const may = (code: string) => hasPermission(permissions, code);
  const exporting = useExportJob(t('pdsParcel.exporting'));
  const printing = useParcelPrint(t('pdsParcel.printing'), may(Permission.printCenter));
  const confirmed = (what: string) => confirmDialog({ content: confirmTexts.operation(what) });
  const report = async (results: { waybillNo: string; ok: boolean; error?: string }[]) => {
    const failed = results.filter((r) => !r.ok);
    const line = t('pdsParcel.resultLine', { ok: results.length - failed.length, failed: failed.length });
    if (failed.length)
      modal.warning({
        title: t('pdsParcel.results'),
        content: (
          <div data-testid="parcel-results">
            <p>{line}</p>
            {failed.map((f) => (
              <p key={f.waybillNo}>
                {f.waybillNo}: {f.error}
              </p>
            ))}
          </div>
        ),
      });
    else void message.success(line);
    await reload();
  };
  const guarded = (run: Tool['run']) => async () => {
    const problem = selectionProblem('some', selected.length, lang);
    if (problem) return void message.warning(problem);
    if (selected.length > PARCEL_BATCH_MAX) return void message.warning(catalogue(lang, 'exceedsLimit'));
    try {
      await run(selected.map((r) => r.id));
    } catch (error) {
      if (!isApiError(error)) throw error; // the request layer showed the server's message
    }
  };

  const tools: Tool[] = [];
  if (may(Permission.pdsWaybillCancel))
    tools.push({
      key: 'cancel',
      label: t('pdsParcel.cancel'),
      icon: <CloseCircleOutlined />,
      danger: true,
      run: async (ids) => {
        if (!(await confirmed(t('pdsParcel.cancelWhat', { count: ids.length })))) return;
        await report(await parcelApi.cancel(ids));
      },
    });
  if (may(Permission.pdsWaybillPrint))
    tools.push({
      key: 'print',
      label: t('pdsParcel.print'),
      icon: <PrinterOutlined />,
      run: printing.run,
    });
  if (may(Permission.pdsWaybillShipConfirm))
    tools.push({
      key: 'shipConfirm',
      label: t('pdsParcel.shipConfirm'),
      icon: <CheckOutlined />,
      run: async (ids) => {
        if (!(await confirmed(t('pdsParcel.shipConfirmWhat', { count: ids.length })))) return;
        const { updated } = await parcelApi.shipConfirm(ids);
        void message.success(t('pdsParcel.shipConfirmed', { count: updated }));
        await reload();
      },
    });
  if (staff && may(Permission.pdsEndShipManifest))
    tools.push({
      key: 'manifest',
      label: t('pdsParcel.manifest'),
      icon: <FileDoneOutlined />,
      run: async (ids) => {
        if (!(await confirmed(t('pdsParcel.manifestWhat', { count: ids.length })))) return;
        const created = await parcelApi.createManifest(ids);
        void message.success(t('pdsParcel.manifestCreated', { code: created.code }));
        await reload();
      },
    });
  const orderPath = staff ? '/pds/waybill/order' : '/client/pds/waybill/order';

  return (
    <Space wrap data-testid="parcel-toolbar">
      {may(Permission.pdsOrder) && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(orderPath)}
          data-testid="parcel-order"
        >
          {t('pdsParcel.order')}
        </Button>
      )}
      {tools.map((tool) => (
        <ClickLockButton
          key={tool.key}
          danger={tool.danger}
          icon={tool.icon}
          onClick={guarded(tool.run)}
          data-testid={`parcel-${tool.key}`}
        >
          {tool.label}
        </ClickLockButton>
      ))}
      {may(Permission.pdsWaybillExport) && (
        <ClickLockButton
          icon={<DownloadOutlined />}
          onClick={() =>
            exporting.run(() => parcelApi.startExport(criteria), `${PARCEL_TITLES.list[lang]}.xlsx`)
          }
          data-testid="parcel-export"
        >
          {t('pdsParcel.export')}
        </ClickLockButton>
      )}
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void reload()}
        aria-label={t('pdsParcel.refresh')}
        data-testid="parcel-refresh"
      />
      {exporting.modal}
      {printing.modal}
    </Space>
  );
}
