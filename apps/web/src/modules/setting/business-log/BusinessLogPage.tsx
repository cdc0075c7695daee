import { ENTITIES, LOOKUP_ENTITIES } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import {
  type BusinessLogRow,
  businessLogKeys,
  type LogCriteria,
  searchBusinessLog,
} from './business-log-api.ts';
import { LogDetailModal } from './LogDetailModal.tsx';
import { LogTable } from './LogTable.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = 20;

/** Settings centre → business log: who changed what, searched by data type, record, action, user and time. */
export function BusinessLogPage() {
  const { t, i18n } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<LogCriteria>();
  const [criteria, setCriteria] = useState<LogCriteria>({});
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<BusinessLogRow | null>(null);
  const logs = useQuery({
    queryKey: businessLogKeys.search(criteria, page, PAGE_SIZE),
    queryFn: () => searchBusinessLog(criteria, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const entityOptions = [...ENTITIES, ...LOOKUP_ENTITIES].map((e) => ({
    value: e.name,
    label: e.title[lang],
  }));
  const actions = Object.keys(i18n.getResource(lang, 'translation', 'businessLog.actions') ?? {});
  const search = async () => {
    const values = await form.validateFields();
    setCriteria(values);
    setPage(1);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="business-log-page">
      <Card size="small">
        <Form form={form} layout="vertical" onFinish={() => void search()} data-testid="business-log-search">
          <Row gutter={16}>
            <Col xs={24} md={8} lg={6}>
              <Form.Item name="entity" label={t('businessLog.entity')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={entityOptions}
                  data-testid="log-search-entity"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={6}>
              <Form.Item
                name="entityId"
                label={t('businessLog.entityId')}
                rules={[{ pattern: UUID, message: t('businessLog.invalidId') }]}
              >
                <Input allowClear data-testid="log-search-entityId" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={6}>
              <Form.Item name="action" label={t('businessLog.action')}>
                <Select
                  allowClear
                  options={actions.map((a) => ({ value: a, label: t(`businessLog.actions.${a}`) }))}
                  data-testid="log-search-action"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={6}>
              <Form.Item name="keyword" label={t('businessLog.user')}>
                <Input
                  allowClear
                  placeholder={t('businessLog.userPlaceholder')}
                  data-testid="log-search-user"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16} lg={12}>
              <Form.Item name="createdAt" label={t('businessLog.time')}>
                <DateRangePicker data-testid="log-search-time" />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="log-search-submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setCriteria({});
                setPage(1);
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card size="small">
        <LogTable
          rows={logs.data?.records ?? []}
          loading={logs.isFetching}
          pagination={{ current: page, total: logs.data?.total ?? 0, pageSize: PAGE_SIZE, onChange: setPage }}
          onDetail={setDetail}
        />
      </Card>
      <LogDetailModal row={detail} onClose={() => setDetail(null)} />
    </Space>
  );
}
