import {
  AppstoreOutlined,
  ContactsOutlined,
  HomeOutlined,
  SettingOutlined,
  StarFilled,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { FAVOURITE_MENU_MAX } from '@freightdesk/domain';
import { App, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../i18n/route-title.ts';
import { allRoutes } from '../route-registry.ts';
import type { SessionState } from '../session/types.ts';
import {
  buildMenu,
  FAVOURITE_KEY_PREFIX,
  FAVOURITES_GROUP_KEY,
  type MenuNode,
  menuGroupKeys,
  toggleFavourite,
} from './menu-model.ts';
import { useFavourites, useMenuCodes, useSaveFavourites } from './menu-setting.ts';

const ICONS: Record<string, ReactNode> = {
  index: <HomeOutlined />,
  [FAVOURITES_GROUP_KEY]: <StarOutlined />,
  'group:oa': <TeamOutlined />,
  'group:crm': <ContactsOutlined />,
  'group:settings': <SettingOutlined />,
  'group:tools': <ToolOutlined />,
  'personal/setting': <UserOutlined />,
};

type Props = { session: SessionState; selectedKey: string | undefined };

/** Route key of a menu node (a favourite item stands for the screen it pins). */
const screenKey = (key: string) =>
  key.startsWith(FAVOURITE_KEY_PREFIX) ? key.slice(FAVOURITE_KEY_PREFIX.length) : key;

/**
 * The side menu: permitted built screens in the spec's order, personalised by the saved menu codes,
 * with the favourites group; only the current screen's group is open (the user may open others).
 */
export function SideMenu({ session, selectedKey }: Props) {
  const title = useRouteTitle();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: menuCodes } = useMenuCodes();
  const favourites = useFavourites().data ?? [];
  const saveFavourites = useSaveFavourites();
  const nodes = buildMenu(allRoutes(), session, menuCodes, favourites);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [viaFavourite, setViaFavourite] = useState(false);
  const area = session.userType;

  // a new current screen opens its own group and closes the others
  useEffect(() => {
    const current = allRoutes().find((r) => r.area === area && r.key === selectedKey);
    setOpenKeys([...menuGroupKeys(current), ...(viaFavourite ? [FAVOURITES_GROUP_KEY] : [])]);
  }, [area, selectedKey, viaFavourite]);

  const toggle = (key: string) => {
    const next = toggleFavourite(favourites, key, FAVOURITE_MENU_MAX);
    if (!next) {
      message.warning(t('menu.favouritesFull', { max: FAVOURITE_MENU_MAX }));
      return;
    }
    saveFavourites.mutate(next);
  };

  const star = (node: MenuNode) => {
    const key = screenKey(node.key);
    const pinned = favourites.includes(key);
    const label = pinned ? t('menu.unpin') : t('menu.pin');
    return (
      <button
        type="button"
        className={`fd-menu-star${pinned ? ' fd-menu-star--on' : ''}`}
        data-testid={`menu-star-${node.key}`}
        aria-pressed={pinned}
        aria-label={label}
        title={label}
        onClick={(e) => {
          e.stopPropagation();
          toggle(key);
        }}
      >
        {pinned ? <StarFilled /> : <StarOutlined />}
      </button>
    );
  };

  const homeKey = allRoutes().find((r) => r.area === session.userType && r.home)?.key;
  const toItem = (node: MenuNode): NonNullable<MenuProps['items']>[number] => ({
    key: node.key,
    icon: ICONS[node.key] ?? <AppstoreOutlined />,
    label: (
      <span className="fd-menu-label">
        <span data-testid={`menu-${node.key}`}>{title(node.title)}</span>
        {node.path && node.key !== homeKey && star(node)}
      </span>
    ),
    children: node.children?.map(toItem),
  });
  const paths = new Map<string, string>();
  const collect = (list: MenuNode[]) => {
    for (const n of list) {
      if (n.path) paths.set(n.key, n.path);
      if (n.children) collect(n.children);
    }
  };
  collect(nodes);
  return (
    <Menu
      mode="inline"
      data-testid="side-menu"
      forceSubMenuRender
      selectedKeys={selectedKey ? [selectedKey, `${FAVOURITE_KEY_PREFIX}${selectedKey}`] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={nodes.map(toItem)}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (!path) return;
        setViaFavourite(key.startsWith(FAVOURITE_KEY_PREFIX));
        navigate(path);
      }}
    />
  );
}
