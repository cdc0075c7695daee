import { PrinterOutlined } from '@ant-design/icons';
import {
  badgeText,
  message as catalogue,
  checkDrawerId,
  checkWaybillEditable,
  hasPermission,
  Permission,
  renderRuleMessage,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Skeleton, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { CustomerCreditTag } from '#web/modules/fms/credit/index.ts';
import { useWaybillPrint } from '#web/modules/lms/waybill/use-waybill-print.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { BoxesTab } from './BoxesTab.tsx';
import { CommoditiesTab } from './CommoditiesTab.tsx';
import { drawerApi, drawerKeys } from './drawer-api.ts';
import { DrawerContext, type DrawerCtx } from './drawer-context.tsx';
import { type DrawerTab, headerText, TAB_FLAGS } from './drawer-logic.ts';
import { FeesTab } from './FeesTab.tsx';
import { FilesTab } from './FilesTab.tsx';
import { InfoTab } from './InfoTab.tsx';
import { PiecesTab } from './PiecesTab.tsx';
import { StaffEditDialog } from './StaffEditDialog.tsx';
import { TracksTab } from './TracksTab.tsx';
import { WorkOrdersTab } from './WorkOrdersTab.tsx';

/**
 * The freight waybill drawer: the contract every waybill screen opens (list, weight confirm, scan
 * query, print centre). `area` picks the customer-side drawer (spec §2) or the staff detail.
 */
export type WaybillDrawerProps = {
  /** The waybill to show; the drawer is open while it is set. */
  waybillId: string | undefined;
  area: 'customer' | 'staff';
  onClose: () => void;
  /** Called after an edit in the drawer (commodities, files, tracks) so the opener can reload. */
  onChanged?: () => void;
};

export function WaybillDrawer({ waybillId, area, onClose, onChanged }: WaybillDrawerProps) {
  return (
    <Drawer
      open={waybillId !== undefined}
      onClose={onClose}
      size="min(1180px, 96vw)"
      destroyOnHidden
      title={null}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      {waybillId !== undefined ? (
        <DrawerBody key={waybillId} id={waybillId} area={area} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Drawer>
  );
}

type BodyProps = { id: string; area: 'customer' | 'staff'; onClose: () => void; onChanged?: () => void };

function DrawerBody({ id, area, onClose, onChanged }: BodyProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message, notification } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DrawerTab>('info');
  const [editing, setEditing] = useState(false);
  const printing = useWaybillPrint();
  const closed = useRef(false);
  const missingId = checkDrawerId(id);

  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  }, [onClose]);

  // opened without an id: an error notice, and the drawer closes
  useEffect(() => {
    if (!missingId) return;
    notification.error({ title: catalogue(lang, missingId.key) });
    close();
  }, [missingId, notification, lang, close]);

  const base = useQuery({
    queryKey: drawerKeys.tab(id, 'info'),
    queryFn: () => drawerApi.findById(id, TAB_FLAGS.info),
    enabled: !missingId,
    retry: false,
  });
  // not found / empty data: "data does not exist"; any other load failure closes too
  useEffect(() => {
    if (!base.isError && !(base.isSuccess && !base.data?.info)) return;
    const err = base.error;
    message.warning(
      isApiError(err) && err.kind === 'business' ? err.message : catalogue(lang, 'dataNotExist'),
    );
    close();
  }, [base.isError, base.isSuccess, base.data, base.error, message, lang, close]);

  const ctx = useMemo<DrawerCtx>(
    () => ({
      id,
      area,
      lang,
      userId: session.user.id,
      permissions: session.permissions,
      failTab: () => {
        message.warning(catalogue(lang, 'lmsSearchFailed'));
        close();
      },
      changed: () => {
        void queryClient.invalidateQueries({ queryKey: ['lmsWaybill'] });
        onChanged?.();
      },
    }),
    [id, area, lang, session, message, close, queryClient, onChanged],
  );

  const info = base.data?.info;
  if (missingId) return null;
  if (!info) return <Skeleton active style={{ padding: 24 }} />;
  const header = headerText(info, lang, t('waybillDrawer.estimated'));
  const badge = badgeText(base.data?.openedWorkOrderCount);
  const canEdit = area === 'staff' && hasPermission(session.permissions, Permission.lmsServiceWaybillUpdate);
  // the server refuses a sent waybill too; the button says why before the user tries
  const notEditable = checkWaybillEditable(info.status);
  const items: { key: DrawerTab; label: React.ReactNode; children: React.ReactNode }[] = [
    { key: 'info', label: t('waybillDrawer.tabs.info'), children: <InfoTab detail={base.data!} /> },
    { key: 'fees', label: t('waybillDrawer.tabs.fees'), children: <FeesTab /> },
    { key: 'pieces', label: t('waybillDrawer.tabs.pieces'), children: <PiecesTab /> },
    { key: 'commodities', label: t('waybillDrawer.tabs.commodities'), children: <CommoditiesTab /> },
    { key: 'boxes', label: t('waybillDrawer.tabs.boxes'), children: <BoxesTab /> },
    {
      key: 'workOrders',
      label: (
        <Space size={4}>
          {t('waybillDrawer.tabs.workOrders')}
          {badge ? <Badge count={badge} size="small" data-testid="work-order-badge" /> : null}
        </Space>
      ),
      children: <WorkOrdersTab waybillNo={info.waybillNo} />,
    },
    { key: 'tracks', label: t('waybillDrawer.tabs.tracks'), children: <TracksTab /> },
    { key: 'files', label: t('waybillDrawer.tabs.files'), children: <FilesTab /> },
  ];

  return (
    <DrawerContext.Provider value={ctx}>
      <div data-testid="waybill-drawer" data-waybill-no={info.waybillNo}>
        <div
          className="fd-waybill-drawer-head"
          style={{ padding: '16px 24px', borderBottom: '1px solid #f0f0f0' }}
        >
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Space orientation="vertical" size={2}>
              <Typography.Title
                level={5}
                style={{ margin: 0 }}
                copyable={{ text: info.waybillNo }}
                data-testid="drawer-waybill-no"
              >
                {t('waybillDrawer.title', { no: info.waybillNo })}
              </Typography.Title>
              <Space size={4} wrap>
                <Tag color={header.signed ? 'success' : 'processing'} data-testid="drawer-header-status">
                  {header.text}
                </Tag>
                {area === 'staff' ? <CustomerCreditTag customerId={info.customerId} /> : null}
              </Space>
            </Space>
            <Space>
              {printing.types.includes('label') ? (
                <ClickLockButton
                  icon={<PrinterOutlined />}
                  onClick={() => printing.print('label', [id])}
                  data-testid="drawer-print-label"
                >
                  {t('waybillDrawer.printLabel')}
                </ClickLockButton>
              ) : null}
              {canEdit ? (
                <Tooltip title={notEditable ? renderRuleMessage(lang, notEditable) : undefined}>
                  <Button
                    onClick={() => setEditing(true)}
                    disabled={Boolean(notEditable)}
                    data-testid="drawer-edit-waybill"
                  >
                    {t('waybillDrawer.editWaybill')}
                  </Button>
                </Tooltip>
              ) : null}
              <Button onClick={close} aria-label={t('waybillDrawer.cancel')} data-testid="drawer-close">
                ✕
              </Button>
            </Space>
          </Space>
        </div>
        <Tabs
          tabPlacement="start"
          activeKey={tab}
          onChange={(k) => setTab(k as DrawerTab)}
          items={items.map((i) => ({
            ...i,
            children: <div style={{ padding: '12px 16px 24px 0' }}>{i.children}</div>,
          }))}
          style={{ paddingTop: 8 }}
          data-testid="drawer-tabs"
        />
        {canEdit && editing ? <StaffEditDialog id={id} onClose={() => setEditing(false)} /> : null}
      </div>
    </DrawerContext.Provider>
  );
}
