import {
  BUSINESS_LOG_ACTIONS,
  type BusinessLogAction,
  businessLogEntityTitle,
  ENTITIES,
  LOGGED_RECORD_TITLES,
  LOOKUP_ENTITIES,
} from '@freightdesk/domain';
import { Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { BUSINESS_LOG_VIEW, type BusinessLogRow } from './business-log-api.ts';
import { LogDetailModal } from './LogDetailModal.tsx';
import { LogTable } from './LogTable.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Settings centre → business log: who changed what, searched by data type, record, action, user and time. */
export function BusinessLogPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const list = useListView<BusinessLogRow>(BUSINESS_LOG_VIEW);
  const [detail, setDetail] = useState<BusinessLogRow | null>(null);
  const entityOptions = [
    ...[...ENTITIES, ...LOOKUP_ENTITIES].map((e) => e.name),
    ...Object.keys(LOGGED_RECORD_TITLES),
  ]
    .map((name) => ({ value: name, label: businessLogEntityTitle(name, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const actions = (Object.keys(BUSINESS_LOG_ACTIONS) as BusinessLogAction[]).map((a) => ({
    value: a,
    label: BUSINESS_LOG_ACTIONS[a][lang],
  }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="business-log-page">
      <SearchFormCard {...list.search} submitTestId="log-search-submit" testId="business-log-search">
        <SearchItem name="entity" label={t('businessLog.entity')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={entityOptions}
            data-testid="log-search-entity"
          />
        </SearchItem>
        <SearchItem
          name="entityId"
          label={t('businessLog.entityId')}
          rules={[{ pattern: UUID, message: t('businessLog.invalidId') }]}
        >
          <Input allowClear data-testid="log-search-entityId" />
        </SearchItem>
        <SearchItem name="action" label={t('businessLog.action')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={actions}
            data-testid="log-search-action"
          />
        </SearchItem>
        <SearchItem name="keyword" label={t('businessLog.user')}>
          <Input allowClear placeholder={t('businessLog.userPlaceholder')} data-testid="log-search-user" />
        </SearchItem>
        <SearchItem name="createdAt" label={t('businessLog.time')} md={16} lg={12}>
          <DateRangePicker data-testid="log-search-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <LogTable rows={list.rows} loading={list.loading} pagination={list.pagination} onDetail={setDetail} />
      </Card>
      <LogDetailModal row={detail} onClose={() => setDetail(null)} />
    </Space>
  );
}
