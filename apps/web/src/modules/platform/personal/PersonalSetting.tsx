import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionCard } from '#web/modules/platform/notify/index.ts';
import { logout } from '#web/shell/session/auth.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { MenuCustomiseModal } from './MenuCustomiseModal.tsx';
import { WarehouseCard } from './WarehouseCard.tsx';

/** Personal centre: user information, password, current warehouse, menu and sign-out. */
export function PersonalSetting() {
  const { t } = useTranslation();
  const { user, userType, customer } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const info = [
    { key: 'username', label: t('personal.username'), children: user.username },
    { key: 'name', label: t('personal.name'), children: user.name },
    { key: 'code', label: t('personal.code'), children: user.code },
    { key: 'userType', label: t('personal.userType'), children: t(`userType.${userType}`) },
    { key: 'role', label: t('personal.role'), children: user.roleName ?? '-' },
    { key: 'email', label: t('personal.email'), children: user.email || '-' },
    { key: 'mobile', label: t('personal.mobile'), children: user.mobile || '-' },
    ...(customer
      ? [{ key: 'customer', label: t('personal.customer'), children: `${customer.name} (${customer.code})` }]
      : []),
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('personal.userInfo')}>
          <Descriptions column={1} items={info} data-testid="personal-info" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <ChangePasswordCard />
      </Col>
      <Col xs={24} xl={12}>
        <WarehouseCard />
      </Col>
      <Col xs={24}>
        <SubscriptionCard />
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('personal.menu')}>
          <Button icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} data-testid="menu-customise">
            {t('personal.customiseMenu')}
          </Button>
          <MenuCustomiseModal open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('personal.logout')}>
          <Typography.Paragraph type="secondary">{t('personal.logoutTip')}</Typography.Paragraph>
          <Button
            danger
            icon={<LogoutOutlined />}
            onClick={() => void logout()}
            data-testid="personal-logout"
          >
            {t('personal.logout')}
          </Button>
        </Card>
      </Col>
    </Row>
  );
}
