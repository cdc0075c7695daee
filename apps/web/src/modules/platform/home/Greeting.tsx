import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { greetingKey } from './greeting.ts';

/** "Good morning, {name}" and today's date in the current language. */
export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  const now = dayjs();
  return (
    <div>
      <Typography.Title level={3} data-testid="home-greeting" style={{ marginTop: 0 }}>
        {t(greetingKey(now.hour()), { name })}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="home-date">
        {t('home.today', { date: now.format('YYYY-MM-DD dddd') })}
      </Typography.Text>
    </div>
  );
}
