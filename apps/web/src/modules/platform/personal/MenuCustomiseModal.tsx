import { App, Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '#web/shell/i18n/route-title.ts';
import { menuRoutes } from '#web/shell/menu/menu-model.ts';
import { useMenuCodes, useSaveMenuCodes } from '#web/shell/menu/menu-setting.ts';
import { allRoutes } from '#web/shell/route-registry.ts';
import { useSession } from '#web/shell/session/session-store.ts';

/** Picks the screens of the menu and saves them as the user setting `menu` ({menuCodes}). */
export function MenuCustomiseModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { message } = App.useApp();
  const session = useSession();
  const choices = menuRoutes(allRoutes(), session).filter((r) => !r.home);
  const { data: saved } = useMenuCodes();
  const [selected, setSelected] = useState<string[] | null>(null);
  const save = useSaveMenuCodes();
  const current = selected ?? (saved && saved.length > 0 ? saved : choices.map((r) => r.key));

  const submit = async (codes: string[]) => {
    await save.mutateAsync(codes);
    void message.success(t('personal.menuSaved'));
    setSelected(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('personal.customiseMenu')}
      onCancel={() => {
        setSelected(null);
        onClose();
      }}
      onOk={() => void submit(current).catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Space orientation="vertical">
        <Typography.Text type="secondary">{t('personal.customiseMenuTip')}</Typography.Text>
        <Checkbox.Group
          value={current}
          onChange={(values) => setSelected(values as string[])}
          options={choices.map((r) => ({ value: r.key, label: title(r.title) }))}
        />
        <Typography.Link onClick={() => void submit([]).catch(() => undefined)}>
          {t('personal.showAll')}
        </Typography.Link>
      </Space>
    </Modal>
  );
}
