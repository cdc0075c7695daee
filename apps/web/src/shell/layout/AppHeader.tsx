import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAccessRoute } from '../guards/access.ts';
import { routesOf } from '../route-registry.ts';
import { GlobalSearch } from '../search/GlobalSearch.tsx';
import { WAYBILL_LIST_PATH } from '../search/global-search.ts';
import type { SessionState } from '../session/types.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { HeaderItems } from './layout-hosts.tsx';
import { UserMenu } from './UserMenu.tsx';

type Props = { session: SessionState; collapsed: boolean; onToggle: () => void };

export function AppHeader({ session, collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  // the search box needs its results page: mounted only when the waybill list route exists
  const waybillList = routesOf(session.userType).find(
    (r) => r.path.endsWith(WAYBILL_LIST_PATH) && canAccessRoute(r, session),
  );
  return (
    <Layout.Header className="fd-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
        onClick={onToggle}
      />
      <span className="fd-header__title" data-testid="app-title">
        {t('app.title')}
      </span>
      <span className={`fd-header__area fd-header__area--${session.userType}`}>
        {session.userType === 'customer' ? t('app.customerArea') : t('app.staffArea')}
      </span>
      {waybillList && <GlobalSearch targetPath={waybillList.path} />}
      <span className="fd-header__spacer" />
      <HeaderItems />
      <LanguageSwitcher />
      <UserMenu session={session} />
    </Layout.Header>
  );
}
