import {
  AppstoreOutlined,
  ContactsOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/route-title.ts';
import { ROUTES } from '../routes.ts';
import type { SessionState } from '../session/types.ts';
import { buildMenu, type MenuNode } from './menu-model.ts';
import { useMenuCodes } from './menu-setting.ts';

const ICONS: Record<string, ReactNode> = {
  index: <HomeOutlined />,
  'group:oa': <TeamOutlined />,
  'group:crm': <ContactsOutlined />,
  'group:settings': <SettingOutlined />,
  'personal/setting': <UserOutlined />,
};

type Props = { session: SessionState; selectedKey: string | undefined };

/** The side menu: permitted built screens, personalised by the saved menu codes. */
export function SideMenu({ session, selectedKey }: Props) {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { data: menuCodes } = useMenuCodes();
  const nodes = buildMenu(ROUTES, session, menuCodes);
  const toItem = (node: MenuNode): NonNullable<MenuProps['items']>[number] => ({
    key: node.key,
    icon: ICONS[node.key] ?? <AppstoreOutlined />,
    label: <span data-testid={`menu-${node.key}`}>{title(node.title)}</span>,
    children: node.children?.map(toItem),
  });
  const paths = new Map<string, string>();
  const groupKeys: string[] = [];
  const collect = (list: MenuNode[]) => {
    for (const n of list) {
      if (n.path) paths.set(n.key, n.path);
      if (n.children) {
        groupKeys.push(n.key);
        collect(n.children);
      }
    }
  };
  collect(nodes);
  return (
    <Menu
      mode="inline"
      data-testid="side-menu"
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={groupKeys}
      items={nodes.map(toItem)}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (path) navigate(path);
      }}
    />
  );
}
