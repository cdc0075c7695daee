import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '#web/shell/i18n/route-title.ts';
import { menuRoutes } from '#web/shell/menu/menu-model.ts';
import { allRoutes } from '#web/shell/route-registry.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { Greeting } from './Greeting.tsx';

/** `/index`: greeting, today's date and quick links to the screens the user may open. */
export function StaffHome() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const session = useSession();
  const links = menuRoutes(allRoutes(), session).filter((r) => !r.home);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Greeting name={session.user.name || session.user.username} />
      </Card>
      <Card title={t('home.quickLinks')}>
        {links.length === 0 ? (
          <Typography.Text type="secondary">{t('home.noQuickLinks')}</Typography.Text>
        ) : (
          <Row gutter={[16, 16]}>
            {links.map((route) => (
              <Col key={route.key} xs={24} sm={12} md={8} lg={6}>
                <Link to={route.path} data-testid={`quick-link-${route.key}`}>
                  <Card hoverable size="small">
                    {title(route.title)}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </Space>
  );
}
