import { type FeeRecalculateResult, RECALCULATE_MODES, type RecalculateMode } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, Form, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { feeApi, feeKeys } from './fee-api.ts';

type Values = { mode: RecalculateMode; priceId?: string; force: boolean; previouslyDeleted: boolean };

/**
 * Recalculates one waybill's fees by mode (smart, receive time, send time, specified price) with
 * the force and "previously deleted" options, as a server job followed by the shared progress bar.
 */
export function RecalculateDialog({
  waybillId,
  onDone,
  onClose,
}: {
  waybillId: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const job = useJobProgress();
  const [busy, setBusy] = useState(false);
  const prices = useQuery({
    queryKey: feeKeys.prices,
    queryFn: feeApi.prices,
    enabled: mode === 'specified',
  });
  const submit = async () => {
    // an invalid form shows its messages on the fields
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const { result } = await job.run<FeeRecalculateResult>(() =>
        feeApi.recalculate({ waybillIds: [waybillId], ...values }),
      );
      if (result.failed) void message.warning(result.errors.map((e) => e.error).join('; '));
      else void message.success(t('lmsFeeCalc.recalculated', { count: result.written }));
      onDone();
      onClose();
    } catch {
      // the request layer or the job follower showed the failure
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('lmsFeeCalc.recalculate')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'fee-recalculate-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ mode: 'smart', force: false, previouslyDeleted: false }}
      >
        <Form.Item name="mode" label={t('lmsFeeCalc.mode')}>
          <Radio.Group data-testid="fee-recalculate-mode">
            <Space orientation="vertical">
              {RECALCULATE_MODES.map((m) => (
                <Radio key={m} value={m}>
                  {t(`lmsFeeCalc.modes.${m}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {mode === 'specified' && (
          <Form.Item
            name="priceId"
            label={t('lmsFeeCalc.priceId')}
            rules={[rules.required(t('lmsFeeCalc.priceId'))]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={prices.isLoading}
              options={(prices.data ?? []).map((p) => ({
                value: p.id,
                label: `${t(`lmsFeeCalc.kinds.${p.kind}`)} · ${p.name}${p.productName ? ` (${p.productName})` : ''}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="force" valuePropName="checked" extra={t('lmsFeeCalc.forceHint')}>
          <Checkbox>{t('lmsFeeCalc.force')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="previouslyDeleted"
          valuePropName="checked"
          extra={t('lmsFeeCalc.previouslyDeletedHint')}
        >
          <Checkbox>{t('lmsFeeCalc.previouslyDeleted')}</Checkbox>
        </Form.Item>
      </Form>
      {job.detail && <JobProgressBar detail={job.detail} />}
    </Modal>
  );
}
