import { splitNumbers, TRACK_BATCH_MAX, TRACK_STATUS_OPTIONS, type TrackStatus } from '@freightdesk/domain';
import { App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { trackApi } from './track-api.ts';

type Values = {
  numbers: string;
  templateId?: string;
  status?: TrackStatus;
  description?: string;
  location?: string;
  time: Dayjs;
};

/**
 * LMS → customer service → track maintenance (`/lms/track/maintenance`): paste up to 500 numbers,
 * pick a track template and/or type node, description, location and time, append to all at once.
 */
export function TrackMaintenancePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const numbers = Form.useWatch('numbers', form) ?? '';
  const count = splitNumbers(numbers).length;

  const submit = async (values: Values) => {
    if (!(await confirmDialog({ content: t('waybillTools.track.appendConfirm', { count }) }))) return;
    const answer = await trackApi.batchAppend({ ...values, time: values.time.toISOString() });
    void message.success(t('waybillTools.track.appended', { count: answer.appended }));
    form.resetFields(['numbers']);
  };

  return (
    <Card size="small" data-testid="track-maintenance-page">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ time: dayjs().startOf('minute') }}
      >
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Form.Item
              name="numbers"
              label={t('waybillTools.track.numbers')}
              extra={
                <Typography.Text type={count > TRACK_BATCH_MAX ? 'danger' : 'secondary'}>
                  {t('waybillTools.track.count', { count })} / {TRACK_BATCH_MAX}
                </Typography.Text>
              }
              rules={[rules.required(t('waybillTools.track.numbers'))]}
            >
              <Input.TextArea
                rows={12}
                placeholder={t('waybillTools.track.numbersHint')}
                data-testid="track-append-numbers"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={14}>
            <Form.Item name="templateId" label={t('waybillTools.track.template')}>
              <RefSelect entity="trackTemplate" data-testid="track-append-template" />
            </Form.Item>
            <Form.Item name="status" label={t('waybillTools.track.node')}>
              <Select
                allowClear
                options={TRACK_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
                data-testid="track-append-node"
              />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('waybillTools.track.description')}
              rules={[rules.max(t('waybillTools.track.description'), 500)]}
            >
              <Input.TextArea rows={2} data-testid="track-append-description" />
            </Form.Item>
            <Form.Item
              name="location"
              label={t('waybillTools.track.location')}
              rules={[rules.max(t('waybillTools.track.location'), 100)]}
            >
              <Input data-testid="track-append-location" />
            </Form.Item>
            <Form.Item
              name="time"
              label={t('waybillTools.track.time')}
              rules={[
                {
                  ...rules.required(t('waybillTools.track.time')),
                  whitespace: false,
                  type: 'object' as const,
                },
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="track-append-submit">
                {t('waybillTools.track.append')}
              </Button>
              <Button onClick={() => form.resetFields()}>{t('common.reset')}</Button>
            </Space>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
