import { EyeOutlined } from '@ant-design/icons';
import { numberRule } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { customRuleList, exampleNumber, numberRuleKeys, previewNumber } from './number-rule-api.ts';

/** Settings centre → smart numbering: the parts a number is made of, the list, and a preview of the next number. */
export function NumberRulePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { modal } = App.useApp();
  const parts = useQuery({ queryKey: numberRuleKeys.parts(lang), queryFn: customRuleList });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {parts.data && (
        <Card size="small" title={t('numberRuleParts.title')} data-testid="number-rule-parts">
          <Typography.Paragraph type="secondary">
            {t('numberRuleParts.hint', { example: exampleNumber(parts.data) })}
          </Typography.Paragraph>
          <Space wrap>
            {parts.data.map((p) => (
              <Tag key={p.code}>
                {p.label}: {p.example}
              </Tag>
            ))}
          </Space>
        </Card>
      )}
      <ResourcePage
        entity={numberRule}
        overrides={{
          buttons: [
            {
              key: 'preview',
              label: t('numberRuleParts.preview'),
              icon: <EyeOutlined />,
              permission: numberRule.permission,
              selection: 'one',
              run: async ({ rows }) => {
                const row = rows[0]!;
                const { no } = await previewNumber(String(row.code));
                modal.info({ content: t('numberRuleParts.previewResult', { name: String(row.name), no }) });
              },
            },
          ],
        }}
      />
    </Space>
  );
}
