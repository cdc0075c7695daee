import { ExperimentOutlined, NotificationOutlined } from '@ant-design/icons';
import { noDealRule } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { RulePage } from '#web/modules/settings/rule/index.ts';
import { NoDealCustomers } from './NoDealCustomers.tsx';
import { noDealApi } from './no-deal-api.ts';

/** The customers a saved rule lists now (its dry run), in a drawer. */
function NoDealDryRun({ rule, onClose }: { rule: EntityRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = rule ? String(rule.id) : '';
  const answer = useQuery({
    queryKey: ['noDealDryRun', id],
    queryFn: () => noDealApi.dryRun(id),
    enabled: !!rule,
  });
  return (
    <Drawer
      open={!!rule}
      onClose={onClose}
      size="large"
      title={t('noDeal.dryRunTitle', { name: String(rule?.name ?? '') })}
    >
      <NoDealCustomers answer={answer.data} loading={answer.isFetching} />
    </Drawer>
  );
}

/**
 * Settings centre › no-deal rules: the rule screen (its condition over customers), a dry run and
 * "notify now" per rule, and the customers every enabled rule lists now.
 */
export function NoDealRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dryRunOf, setDryRunOf] = useState<EntityRecord | null>(null);
  const list = useQuery({ queryKey: ['noDealCustomers'], queryFn: () => noDealApi.customers() });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <RulePage
        entity={noDealRule}
        waybillDryRun={false}
        overrides={{
          buttons: [
            {
              key: 'noDealDryRun',
              label: t('noDeal.dryRun'),
              icon: <ExperimentOutlined />,
              permission: noDealRule.permission,
              selection: 'one',
              run: ({ rows }) => setDryRunOf(rows[0]!),
            },
            {
              key: 'notifyNow',
              label: t('noDeal.notifyNow'),
              icon: <NotificationOutlined />,
              permission: noDealRule.permission,
              selection: 'one',
              run: async ({ rows }) => {
                const answer = await noDealApi.notifyNow(String(rows[0]!.id));
                message.success(t('noDeal.notified', { count: answer.notified }));
              },
            },
          ],
        }}
      />
      <Card size="small" title={t('noDeal.customers')}>
        <NoDealCustomers answer={list.data} loading={list.isFetching} />
      </Card>
      <NoDealDryRun rule={dryRunOf} onClose={() => setDryRunOf(null)} />
    </Space>
  );
}
