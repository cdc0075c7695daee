import {
  actionPermission,
  COUNTRY_DETAIL_CONTENT_MAX,
  COUNTRY_DETAIL_LABELS,
  COUNTRY_DETAIL_TYPES,
  type CountryDetailType,
  country,
  hasPermission,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { businessLogKeys } from '#web/modules/settings/business-log/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  type CountryDetail,
  countryDetailKeys,
  deleteCountryDetail,
  insertCountryDetail,
  listCountryDetails,
} from './country-detail-api.ts';

type NewDetail = { type: CountryDetailType; content: string };

/** The details of a country (detail drawer): a list, and for editors a small add form and delete. */
export function CountryDetails({ countryId }: { countryId: string }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm<NewDetail>();
  const [saving, setSaving] = useState(false);
  const canEdit = hasPermission(session.permissions, actionPermission(country, 'update'));
  const details = useQuery({
    queryKey: countryDetailKeys.list(countryId),
    queryFn: () => listCountryDetails(countryId),
  });
  // the drawer's change history shows these writes too
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: countryDetailKeys.list(countryId) }),
      client.invalidateQueries({ queryKey: businessLogKeys.all }),
    ]);
  const typeLabel = (type: string) => COUNTRY_DETAIL_TYPES.find((o) => o.value === type)?.label[lang] ?? type;

  const run = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
      await reload();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };
  const add = async (values: NewDetail) =>
    run(async () => {
      await insertCountryDetail({ countryId, ...values });
      form.resetFields();
    });
  const remove = async (row: CountryDetail) => {
    if (await confirmDialog({ content: t('countryDetail.deleteConfirm'), danger: true }))
      await run(() => deleteCountryDetail(row.id));
  };

  return (
    <div data-testid="country-details" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('countryDetail.title')}</Typography.Title>
      <Table<CountryDetail>
        rowKey="id"
        size="small"
        pagination={false}
        loading={details.isFetching}
        dataSource={details.data ?? []}
        data-testid="country-details-table"
        columns={[
          {
            key: 'type',
            title: COUNTRY_DETAIL_LABELS.type[lang],
            width: 140,
            render: (_, r) => typeLabel(r.type),
          },
          { key: 'content', title: COUNTRY_DETAIL_LABELS.content[lang], dataIndex: 'content' },
          {
            key: 'createdByName',
            title: t('countryDetail.createdBy'),
            dataIndex: 'createdByName',
            width: 120,
          },
          {
            key: 'createdAt',
            title: t('countryDetail.createdAt'),
            width: 150,
            render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
          },
          ...(canEdit
            ? [
                {
                  key: 'delete',
                  width: 70,
                  render: (_: unknown, r: CountryDetail) => (
                    <Button
                      type="link"
                      danger
                      size="small"
                      onClick={() => void remove(r)}
                      data-testid="country-detail-delete"
                    >
                      {t('common.delete')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canEdit && (
        <Form form={form} layout="vertical" style={{ marginTop: 12 }} onFinish={(v) => void add(v)}>
          <Space align="start" style={{ width: '100%' }} wrap>
            <Form.Item
              name="type"
              label={COUNTRY_DETAIL_LABELS.type[lang]}
              rules={[rules.required(COUNTRY_DETAIL_LABELS.type[lang])]}
              style={{ width: 180 }}
            >
              <Select
                options={COUNTRY_DETAIL_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
                data-testid="country-detail-type"
              />
            </Form.Item>
            <Form.Item
              name="content"
              label={COUNTRY_DETAIL_LABELS.content[lang]}
              rules={[
                rules.required(COUNTRY_DETAIL_LABELS.content[lang]),
                rules.max(COUNTRY_DETAIL_LABELS.content[lang], COUNTRY_DETAIL_CONTENT_MAX),
              ]}
              style={{ width: 360 }}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="country-detail-content" />
            </Form.Item>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" loading={saving} data-testid="country-detail-add">
                {t('countryDetail.add')}
              </Button>
            </Form.Item>
          </Space>
        </Form>
      )}
    </div>
  );
}
