import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@freightdesk/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

/** zh-CN / en-US / vi-VN; each language is named in itself. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span data-testid={`language-${lang}`}>{t(`language.${lang}`)}</span>,
        })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.label')}
        data-testid="language-switcher"
      >
        {t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
