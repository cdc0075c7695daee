import {
  ISSUE_STATUS_LABELS,
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  type IssueRow,
  type IssueType,
  Permission,
} from '@freightdesk/domain';
import { Button, Card, Form, Input, Modal, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useBatchList } from '#web/components/resource/use-batch-list.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { ISSUE_VIEW, issueApi } from './issue-api.ts';

type RaiseValues = { waybillNo: string; type: IssueType; description: string; workOrderId?: string };

/** Waybill issues (customer service): raise by waybill number, follow one, close in batch. */
export function IssuePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { can, dataScope, list, selected, busy, run, rowSelection } = useBatchList<IssueRow>(ISSUE_VIEW);
  const [raising, setRaising] = useState(false);
  const [following, setFollowing] = useState<string>();
  const [raiseForm] = Form.useForm<RaiseValues>();
  const [followForm] = Form.useForm<{ content: string }>();
  const typeOptions = ISSUE_TYPES.map((v) => ({ value: v, label: ISSUE_TYPE_LABELS[v][lang] }));
  const close = async () => {
    if (!(await confirmDialog({ content: t('issue.closeQuestion', { count: selected.length }) }))) return;
    await run(() => issueApi.close(selected));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="issue-page">
      <SearchFormCard {...list.search} submitTestId="issue-search-submit">
        <SearchItem name="waybillNo" label={t('detain.waybillNo')}>
          <Input allowClear maxLength={64} />
        </SearchItem>
        <SearchItem name="customerId" label={t('detain.customer')}>
          <RefSelect entity="customer" />
        </SearchItem>
        <SearchItem name="type" label={t('issue.type')}>
          <Select allowClear options={typeOptions} />
        </SearchItem>
        <SearchItem name="status" label={t('issue.issueStatus')}>
          <Select
            allowClear
            options={([0, 10] as const).map((v) => ({
              value: String(v),
              label: ISSUE_STATUS_LABELS[v][lang],
            }))}
          />
        </SearchItem>
        <SearchItem name="createTime" label={t('issue.createdAt')} md={16} lg={10}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Space style={{ marginBottom: 12 }}>
          {can(Permission.lmsIssueRaise) && (
            <Button
              type="primary"
              onClick={() => {
                raiseForm.resetFields();
                setRaising(true);
              }}
            >
              {t('issue.raise')}
            </Button>
          )}
          {can(Permission.lmsIssueClose) && (
            <Button disabled={!selected.length || busy} onClick={() => void close()}>
              {t('issue.close')}
            </Button>
          )}
        </Space>
        <Table<IssueRow>
          size="small"
          rowKey="id"
          bordered
          scroll={{ x: 'max-content' }}
          loading={list.loading}
          dataSource={list.rows}
          rowSelection={rowSelection}
          pagination={list.pagination}
          columns={[
            { key: 'waybillNo', title: t('detain.waybillNo'), dataIndex: 'waybillNo' },
            { key: 'customer', title: t('detain.customer'), render: (_, r) => r.customerCode ?? '' },
            { key: 'type', title: t('issue.type'), render: (_, r) => ISSUE_TYPE_LABELS[r.type][lang] },
            {
              key: 'status',
              title: t('issue.issueStatus'),
              render: (_, r) => ISSUE_STATUS_LABELS[r.status][lang],
            },
            { key: 'description', title: t('issue.description'), dataIndex: 'description' },
            { key: 'lastFollow', title: t('issue.lastFollow'), dataIndex: 'lastFollow' },
            { key: 'by', title: t('issue.createdBy'), dataIndex: 'createdByName' },
            {
              key: 'at',
              title: t('issue.createdAt'),
              render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
            },
            {
              key: 'actions',
              title: '',
              render: (_, r) =>
                r.status === 0 && can(Permission.lmsIssueFollow) ? (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      followForm.resetFields();
                      setFollowing(r.id);
                    }}
                  >
                    {t('issue.follow')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <Modal
        open={raising}
        title={t('issue.raise')}
        okButtonProps={{ loading: busy }}
        onCancel={() => setRaising(false)}
        onOk={() =>
          void raiseForm.validateFields().then((v) =>
            run(async () => {
              await issueApi.raise(v.waybillNo.trim(), v.type, v.description.trim(), v.workOrderId?.trim());
              setRaising(false);
            }),
          )
        }
      >
        <Form form={raiseForm} layout="vertical">
          <Form.Item
            name="waybillNo"
            label={t('detain.waybillNo')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="type" label={t('issue.type')} rules={[{ required: true }]}>
            <Select options={typeOptions} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('issue.description')}
            rules={[{ required: true, whitespace: true, max: 1000 }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          <Form.Item name="workOrderId" label={t('issue.workOrderId')}>
            <Input maxLength={36} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!following}
        title={t('issue.follow')}
        okButtonProps={{ loading: busy }}
        onCancel={() => setFollowing(undefined)}
        onOk={() =>
          void followForm.validateFields().then((v) =>
            run(async () => {
              await issueApi.follow(following!, v.content.trim());
              setFollowing(undefined);
            }),
          )
        }
      >
        <Form form={followForm} layout="vertical">
          <Form.Item
            name="content"
            label={t('issue.followContent')}
            rules={[{ required: true, whitespace: true, max: 1000 }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
