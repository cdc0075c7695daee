import { DownOutlined } from '@ant-design/icons';
import type { UserType } from '@freightdesk/domain';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/route-title.ts';
import type { TabItem } from './tabs-model.ts';
import { enabledTabActions, TAB_ACTIONS, type TabAction, useTabActions } from './use-tabs-actions.ts';

type Props = { area: UserType; tabs: TabItem[]; activeKey: string };

/** The tab bar (spec §2 "Tabs"): a context menu on each tab and a dropdown for the active one. */
export function TabBar({ area, tabs, activeKey }: Props) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const run = useTabActions(area, activeKey);

  const menuFor = (key: string): MenuProps => {
    const enabled = enabledTabActions(tabs, key);
    return {
      items: TAB_ACTIONS.map((action) => ({
        key: action,
        disabled: !enabled[action],
        label: <span data-testid={`tab-action-${action}`}>{t(`tabs.${action}`)}</span>,
      })),
      onClick: ({ key: action, domEvent }) => {
        domEvent.stopPropagation();
        run(action as TabAction, key);
      },
    };
  };

  return (
    <div className="fd-tabs" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => {
          const tab = tabs.find((x) => x.key === key);
          if (tab) navigate(tab.path);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run('close', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tab.closable,
          label: (
            <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
              <span data-testid={`tab-${tab.key}`} data-active={tab.key === activeKey}>
                {title(tab.title)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
            <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
              <Button
                size="small"
                type="text"
                icon={<DownOutlined />}
                aria-label={t('tabs.more')}
                data-testid="tab-more"
              />
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
