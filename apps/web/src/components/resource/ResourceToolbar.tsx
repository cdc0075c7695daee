import {
  CheckCircleOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { BATCH_MAX_ROWS, message as catalogue, type EntityAction, type Language } from '@freightdesk/domain';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { type ConfirmOptions, confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { isApiError } from '#web/shell/request/api-error.ts';
import type { EntityApi, SearchBody } from './resource-api.ts';
import type { EntityRecord, ResourceButton } from './resource-types.ts';
import { type SelectionRule, selectionProblem } from './selection.ts';

type Props = {
  api: EntityApi;
  lang: Language;
  selected: readonly EntityRecord[];
  allowed: (action: EntityAction) => boolean;
  /** Extra buttons of the business screen (already filtered by permission). */
  extra: readonly ResourceButton[];
  exportBody: Omit<SearchBody, 'page' | 'size'>;
  onCreate: () => void;
  onEdit: (record: EntityRecord) => void;
  onCopy: (record: EntityRecord) => void;
  onImport: () => void;
  onColumns: () => void;
  reload: () => Promise<void>;
};

type Tool = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  primary?: boolean;
  danger?: boolean;
  selection: SelectionRule;
  run: (rows: EntityRecord[]) => unknown;
};

/**
 * The buttons of a list: create, edit, copy, delete, enable, disable and the screen's own buttons
 * (each checking the selection with the spec's messages and asking the spec's confirmations),
 * then export, import, column settings and refresh. Only permitted actions appear.
 */
export function ResourceToolbar(props: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { api, lang, allowed, reload } = props;
  const ids = (rows: EntityRecord[]) => rows.map((r) => r.id);
  const done = async () => {
    void message.success(catalogue(lang, 'operationSuccess'));
    await reload();
  };
  const batch =
    (confirmation: ConfirmOptions, call: (ids: string[]) => Promise<unknown>) =>
    async (rows: EntityRecord[]) => {
      if (!(await confirmDialog(confirmation))) return;
      await call(ids(rows));
      await done();
    };

  const tools: Tool[] = [];
  if (allowed('insert'))
    tools.push({
      key: 'create',
      label: t('common.create'),
      icon: <PlusOutlined />,
      primary: true,
      selection: 'none',
      run: props.onCreate,
    });
  if (allowed('update'))
    tools.push({
      key: 'edit',
      label: t('common.edit'),
      icon: <EditOutlined />,
      selection: 'one',
      run: (rows) => props.onEdit(rows[0]!),
    });
  if (allowed('copy'))
    tools.push({
      key: 'copy',
      label: t('common.copy'),
      icon: <CopyOutlined />,
      selection: 'one',
      run: (rows) => props.onCopy(rows[0]!),
    });
  if (allowed('enable')) {
    tools.push({
      key: 'enable',
      label: t('resource.enable'),
      icon: <CheckCircleOutlined />,
      selection: 'some',
      run: batch({ content: confirmTexts.enable() }, api.enable),
    });
    tools.push({
      key: 'disable',
      label: t('resource.disable'),
      icon: <StopOutlined />,
      selection: 'some',
      run: batch({ content: confirmTexts.disable() }, api.disable),
    });
  }
  if (allowed('delete'))
    tools.push({
      key: 'delete',
      label: t('common.delete'),
      icon: <DeleteOutlined />,
      danger: true,
      selection: 'some',
      run: batch(
        { content: confirmTexts.permanentDelete(), countdownSeconds: true, danger: true },
        api.deleteBatch,
      ),
    });
  for (const b of props.extra)
    tools.push({
      key: b.key,
      label: b.label,
      icon: b.icon,
      danger: b.danger,
      selection: b.selection ?? 'none',
      run: (rows) => b.run({ rows, reload }),
    });

  const click = (tool: Tool) => async () => {
    const rows = [...props.selected];
    const problem = selectionProblem(tool.selection, rows.length, lang);
    if (problem) {
      void message.warning(problem);
      return;
    }
    if (tool.selection !== 'none' && tool.selection !== 'one' && rows.length > BATCH_MAX_ROWS) {
      void message.warning(catalogue(lang, 'exceedsLimit'));
      return;
    }
    try {
      await tool.run(rows);
    } catch (error) {
      // the request layer told the user already
      if (!isApiError(error)) throw error;
    }
  };
  const exporting = useExportJob(t('progress.exporting'));
  const exportFile = () => exporting.run(() => api.startExport(props.exportBody), api.exportName);

  return (
    <Space wrap data-testid="resource-toolbar">
      {tools.map((tool) => (
        <ClickLockButton
          key={tool.key}
          type={tool.primary ? 'primary' : 'default'}
          danger={tool.danger}
          icon={tool.icon}
          onClick={click(tool)}
          data-testid={`resource-${tool.key}`}
        >
          {tool.label}
        </ClickLockButton>
      ))}
      {allowed('export') && (
        <ClickLockButton icon={<DownloadOutlined />} onClick={exportFile} data-testid="resource-export">
          {t('resource.export')}
        </ClickLockButton>
      )}
      {allowed('import') && (
        <Button icon={<UploadOutlined />} onClick={props.onImport} data-testid="resource-import">
          {t('resource.import')}
        </Button>
      )}
      <Button icon={<SettingOutlined />} onClick={props.onColumns} data-testid="resource-columns">
        {t('resource.columns')}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void reload()}
        aria-label={t('common.refresh')}
        data-testid="resource-refresh"
      />
      {exporting.modal}
    </Space>
  );
}
