import { App, Layout } from 'antd';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useRouteTitle } from '../i18n/route-title.ts';
import { SideMenu } from '../menu/SideMenu.tsx';
import { loadingBar } from '../request/loading.ts';
import { startVersionCheck } from '../request/version-check.ts';
import { findRoute, homeRoute } from '../route-registry.ts';
import { useSession } from '../session/session-store.ts';
import { TabBar } from '../tabs/TabBar.tsx';
import { openTab, withHome } from '../tabs/tabs-model.ts';
import { loadTabs, saveTabs, useTabs } from '../tabs/tabs-store.ts';
import { AppHeader } from './AppHeader.tsx';
import { LayoutBanners, LayoutHosts } from './layout-hosts.tsx';

/** localStorage key of the collapsed side menu. */
const MENU_COLLAPSED_KEY = 'fd_menu_collapsed';

/** The signed-in shell of an area: header, side menu, tab bar and the screen. */
export function MainLayout() {
  const session = useSession();
  const area = session.userType;
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { notification } = App.useApp();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(MENU_COLLAPSED_KEY) === '1');
  const route = findRoute(location.pathname);
  const tabs = useTabs(area);

  // every visited route opens (or updates) its tab; the home tab is always there
  useEffect(() => {
    const home = homeRoute(area);
    let next = withHome(loadTabs(area), {
      key: home.path,
      path: home.path,
      title: home.title,
      closable: false,
    });
    if (route && !route.noTab) {
      next = openTab(next, {
        key: route.path,
        path: location.pathname + location.search,
        title: route.title,
        closable: !route.home,
      });
    }
    saveTabs(area, next);
  }, [area, route, location.pathname, location.search]);

  useEffect(() => {
    if (route) document.title = `${title(route.title)} - ${t('app.title')}`;
  }, [route, t, title]);

  // page changes count for the loading bar too
  const navigating = navigation.state !== 'idle';
  useEffect(() => {
    if (!navigating) return;
    loadingBar.start();
    return () => loadingBar.done();
  }, [navigating]);

  useEffect(
    () =>
      startVersionCheck((content) =>
        notification.info({
          title: i18next.t('layout.versionTitle'),
          description: content || i18next.t('layout.versionDefault'),
          duration: 0,
        }),
      ),
    [notification],
  );

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(MENU_COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <Layout className="fd-layout">
      <Layout.Sider theme="light" width={220} collapsed={collapsed} collapsedWidth={56} trigger={null}>
        <SideMenu session={session} selectedKey={route?.key} />
      </Layout.Sider>
      <Layout>
        <AppHeader session={session} collapsed={collapsed} onToggle={toggle} />
        <TabBar area={area} tabs={tabs} activeKey={route?.path ?? ''} />
        <Layout.Content className="fd-content">
          <LayoutBanners />
          <Outlet />
        </Layout.Content>
        <LayoutHosts />
      </Layout>
    </Layout>
  );
}
