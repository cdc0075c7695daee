import {
  WORK_ORDER_EVALUATION_LABELS,
  WORK_ORDER_EVALUATIONS,
  type WorkOrderEvaluation,
} from '@freightdesk/domain';
import { Button, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

type Props = {
  /** The evaluation given already, if any (then shown, and may be changed when allowed). */
  current: number | null | undefined;
  /** The user may evaluate (a closed order of the customer side or of its creator). */
  canEvaluate: boolean;
  busy: boolean;
  onEvaluate: (evaluation: WorkOrderEvaluation, remark: string) => Promise<boolean>;
};

/** The evaluation of a closed order: satisfied, average or dissatisfied, with an optional remark. */
export function EvaluationBox({ current, canEvaluate, busy, onEvaluate }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [choice, setChoice] = useState<WorkOrderEvaluation | undefined>(
    (current as WorkOrderEvaluation | null | undefined) ?? undefined,
  );
  const [remark, setRemark] = useState('');
  const given = current ? WORK_ORDER_EVALUATION_LABELS[current as WorkOrderEvaluation]?.[lang] : undefined;
  if (!canEvaluate)
    return given ? (
      <Typography.Text data-testid="work-order-evaluation">
        {t('workOrder.fields.evaluation')}: {given}
      </Typography.Text>
    ) : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="work-order-evaluate-box">
      <Typography.Text strong>{t('workOrder.evaluatePrompt')}</Typography.Text>
      <Radio.Group
        value={choice}
        onChange={(e) => setChoice(e.target.value as WorkOrderEvaluation)}
        options={WORK_ORDER_EVALUATIONS.map((v) => ({
          value: v,
          label: (
            <span data-testid={`work-order-evaluation-${v}`}>{WORK_ORDER_EVALUATION_LABELS[v][lang]}</span>
          ),
        }))}
      />
      <Input.TextArea
        value={remark}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder={t('workOrder.fields.remark')}
        onChange={(e) => setRemark(e.target.value)}
        data-testid="work-order-evaluation-remark"
      />
      <Button
        type="primary"
        disabled={!choice}
        loading={busy}
        onClick={() => choice && void onEvaluate(choice, remark.trim())}
        data-testid="work-order-evaluate"
      >
        {t('workOrder.actions.evaluate')}
      </Button>
      {given ? (
        <Typography.Text type="secondary" data-testid="work-order-evaluation">
          {t('workOrder.fields.evaluation')}: {given}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
