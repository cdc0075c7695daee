import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../session/auth.ts';
import { CLIENT_BASE } from '../session/token.ts';
import type { SessionState } from '../session/types.ts';

/** The personal menu in the header: personal centre and sign-out. */
export function UserMenu({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const personalPath =
    session.userType === 'customer' ? `${CLIENT_BASE}/personal/setting` : '/personal/setting';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'personal',
            icon: <UserOutlined />,
            label: <span data-testid="user-menu-personal">{t('layout.personalCenter')}</span>,
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="user-menu-logout">{t('layout.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'personal') navigate(personalPath);
          else void logout();
        },
      }}
    >
      <Button type="text" data-testid="user-menu">
        <span className="fd-header__avatar">
          <UserOutlined />
        </span>
        <span data-testid="user-name">{session.user.name || session.user.username}</span>
      </Button>
    </Dropdown>
  );
}
