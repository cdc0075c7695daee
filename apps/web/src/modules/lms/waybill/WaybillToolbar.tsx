import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  FileTextOutlined,
  FormOutlined,
  ImportOutlined,
  LockOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SettingOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import {
  BATCH_MAX_ROWS,
  message as catalogue,
  hasPermission,
  type Language,
  Permission,
  WAYBILL_ACTION_LABELS,
  type WaybillAction,
  type WaybillStatus,
} from '@freightdesk/domain';
import { App, Button, Dropdown, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { selectionProblem } from '#web/components/resource/selection.ts';
import { TrackNoActions } from '#web/modules/lms/track-no/index.ts';
import { CreateWorkOrderDialog, mayCreateWorkOrder } from '#web/modules/platform/work-order/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { allRoutes } from '#web/shell/route-registry.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { commonStatusActions, waybillListLinks } from './list-model.ts';
import { useWaybillPrint } from './use-waybill-print.ts';
import { type WaybillListRow, type WaybillSearchBody, waybillApi } from './waybill-api.ts';
import { waybillListApi } from './waybill-list-api.ts';
import { onlyMakesDocuments } from './waybill-print.ts';

type Props = {
  lang: Language;
  staff: boolean;
  permissions: readonly string[];
  selected: readonly WaybillListRow[];
  exportBody: Pick<WaybillSearchBody, 'criteria' | 'sort' | 'permissionScope'>;
  onColumns: () => void;
  reload: () => Promise<void>;
};

type Tool = {
  key: string;
  label: ReactNode;
  icon: ReactNode;
  danger?: boolean;
  run: (ids: string[]) => Promise<unknown>;
};

const LINK_ICONS = { order: <PlusOutlined />, import: <ImportOutlined /> } as const;

/**
 * The list's buttons, each only with its permission: links to the order and import screens of the
 * user's area, print label / invoice of the selected rows (PDF in a new tab; customers' labels only
 * while allowed), export (a job with its progress bar), copy, delete (before receive, after a
 * confirmation with countdown), lock / unlock, and for staff the status actions every selected
 * waybill allows; then column settings and refresh.
 */
export function WaybillToolbar({ lang, staff, permissions, selected, exportBody, onColumns, reload }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = (code: string) => hasPermission(permissions, code);
  const navigate = useNavigate();
  const session = useSession();
  const links = waybillListLinks(allRoutes(), session);
  const printing = useWaybillPrint();
  const [workOrderFor, setWorkOrderFor] = useState<WaybillListRow | null>(null);
  const done = async (text = catalogue(lang, 'operationSuccess')) => {
    void message.success(text);
    await reload();
  };
  const guarded = (run: (ids: string[]) => Promise<unknown>) => async () => {
    const problem = selectionProblem('some', selected.length, lang);
    if (problem) return void message.warning(problem);
    if (selected.length > BATCH_MAX_ROWS) return void message.warning(catalogue(lang, 'exceedsLimit'));
    try {
      await run(selected.map((r) => r.id));
    } catch (error) {
      if (!isApiError(error)) throw error; // the request layer showed the server's message
    }
  };
  const confirmed = (content: string, countdown = false) =>
    confirmDialog({ content, countdownSeconds: countdown || undefined, danger: countdown });

  const tools: Tool[] = printing.types.map((type) => ({
    key: `print-${type}`,
    label: t(type === 'label' ? 'waybillList.printLabel' : 'waybillList.printInvoice'),
    icon: type === 'label' ? <PrinterOutlined /> : <FileTextOutlined />,
    run: (ids) => printing.print(type, ids),
  }));
  if (may(Permission.lmsWaybillOrder))
    tools.push({
      key: 'copy',
      label: t('waybillList.copy'),
      icon: <CopyOutlined />,
      run: async (ids) => {
        if (!(await confirmed(t('waybillList.copyConfirm', { count: ids.length })))) return;
        const { waybills } = await waybillListApi.copy(ids);
        await done(t('waybillList.copied', { numbers: waybills.map((w) => w.waybillNo).join(', ') }));
      },
    });
  if (may(Permission.lmsWaybillDelete))
    tools.push({
      key: 'delete',
      label: t('waybillList.delete'),
      icon: <DeleteOutlined />,
      danger: true,
      run: async (ids) => {
        if (!(await confirmed(confirmTexts.permanentDelete(), true))) return;
        await waybillApi.deleteBatch(ids);
        await done();
      },
    });
  if (may(Permission.lmsWaybillFlag))
    for (const action of ['lock', 'unlock'] as const)
      tools.push({
        key: action,
        label: t(`waybillList.${action}`),
        icon: action === 'lock' ? <LockOutlined /> : <UnlockOutlined />,
        run: async (ids) => {
          if (
            !(await confirmed(confirmTexts.operation(t(`waybillList.${action}What`, { count: ids.length }))))
          )
            return;
          await waybillApi.flag({ ids, action });
          await done();
        },
      });
  const actions = staff
    ? commonStatusActions(
        selected.map((r) => r.status as WaybillStatus),
        permissions,
      )
    : [];
  const runAction = (action: WaybillAction) =>
    guarded(async (ids) => {
      const label = WAYBILL_ACTION_LABELS[action][lang];
      if (
        !(await confirmed(
          confirmTexts.operation(t('waybillList.actionWhat', { action: label, count: ids.length })),
        ))
      )
        return;
      await waybillApi.action({ ids, action });
      await done();
    });

  const exporting = useExportJob(t('waybillList.exporting'));
  const exportFile = () =>
    exporting.run(
      () => waybillListApi.startExport(exportBody),
      `${catalogue(lang, 'lmsWaybillExportTitle')}.xlsx`,
    );

  return (
    <Space wrap data-testid="waybill-toolbar">
      {links.map((link) => (
        <Button
          key={link.key}
          type={link.key === 'order' ? 'primary' : 'default'}
          icon={LINK_ICONS[link.key]}
          href={link.path}
          onClick={(e) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey) return; // the browser opens a new tab or window
            e.preventDefault();
            navigate(link.path);
          }}
          data-testid={`waybill-link-${link.key}`}
        >
          {t(`waybillList.${link.key}`)}
        </Button>
      ))}
      {tools.map((tool) => (
        <ClickLockButton
          key={tool.key}
          danger={tool.danger}
          icon={tool.icon}
          onClick={guarded(tool.run)}
          data-testid={`waybill-${tool.key}`}
        >
          {tool.label}
        </ClickLockButton>
      ))}
      {(staff
        ? may(Permission.lmsWaybillOperate)
        : may(Permission.lmsWaybillPrint) && !onlyMakesDocuments(session)) && (
        <TrackNoActions lang={lang} selectedIds={selected.map((r) => r.id)} reload={reload} />
      )}
      {staff && may(Permission.lmsWaybillOperate) && (
        <Dropdown
          disabled={actions.length === 0}
          menu={{
            items: actions.map((a) => ({
              key: a,
              label: <span data-testid={`waybill-action-${a}`}>{WAYBILL_ACTION_LABELS[a][lang]}</span>,
            })),
            onClick: ({ key }) => void runAction(key as WaybillAction)(),
          }}
        >
          <Button data-testid="waybill-actions">
            {t('waybillList.statusActions')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {mayCreateWorkOrder(session) && (
        <Button
          icon={<FormOutlined />}
          onClick={() => {
            const problem = selectionProblem('one', selected.length, lang);
            if (problem) return void message.warning(problem);
            setWorkOrderFor(selected[0]!);
          }}
          data-testid="waybill-newWorkOrder"
        >
          {t('workOrder.actions.newWorkOrder')}
        </Button>
      )}
      {may(Permission.lmsWaybillExport) && (
        <ClickLockButton icon={<DownloadOutlined />} onClick={exportFile} data-testid="waybill-export">
          {t('waybillList.export')}
        </ClickLockButton>
      )}
      <Button icon={<SettingOutlined />} onClick={onColumns} data-testid="waybill-columns">
        {t('waybillList.columns')}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void reload()}
        aria-label={t('waybillList.refresh')}
        data-testid="waybill-refresh"
      />
      {exporting.modal}
      {workOrderFor ? (
        <CreateWorkOrderDialog
          bill={{ billType: 'waybill', billId: workOrderFor.id, billNo: workOrderFor.waybillNo }}
          onClose={() => setWorkOrderFor(null)}
        />
      ) : null}
    </Space>
  );
}
