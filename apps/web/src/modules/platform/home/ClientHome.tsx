import { Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shell/session/session-store.ts';
import type { Customer } from '#web/shell/session/types.ts';
import { Greeting } from './Greeting.tsx';

const FOLLOW_PERSONS = [
  ['sales', 'salesName'],
  ['service1', 'service1UserName'],
  ['service2', 'service2UserName'],
  ['receivableFinance', 'receivableFinanceName'],
  ['salesAssistant', 'salesAssistantName'],
] as const satisfies readonly (readonly [string, keyof Customer])[];

/** `/client/index`: greeting plus the customer's follow persons. */
export function ClientHome() {
  const { t } = useTranslation();
  const session = useSession();
  const customer = session.customer;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Greeting name={session.user.name || session.user.username} />
        {customer && (
          <Typography.Paragraph
            type="secondary"
            style={{ marginTop: 8, marginBottom: 0 }}
            data-testid="home-customer"
          >
            {t('home.customer')}: {customer.fullName || customer.name} ({customer.code})
          </Typography.Paragraph>
        )}
      </Card>
      <Card title={t('home.followPersons')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          data-testid="home-follow-persons"
          items={FOLLOW_PERSONS.map(([label, field]) => ({
            key: field,
            label: t(`home.${label}`),
            children: (customer?.[field] as string | null | undefined) || (
              <Typography.Text type="secondary">{t('home.notAssigned')}</Typography.Text>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
