import {
  DETAIN_TYPE_OPTIONS,
  type DetainType,
  WEIGH_MODE_OPTIONS,
  type WeighModeValue,
} from '@freightdesk/domain';
import { Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { ScanExtra } from './scan-screens.ts';

/** The values a scan screen keeps from scan to scan (weigh mode, package number, detain types …). */
export type ScanOptionsValue = {
  weighMode: WeighModeValue;
  packageNo: string;
  detainTypes: DetainType[];
  passed: boolean;
  reason: string;
};
export const DEFAULT_OPTIONS: ScanOptionsValue = {
  weighMode: 0,
  packageNo: '',
  detainTypes: [],
  passed: true,
  reason: '',
};

type Props = {
  extra: ScanExtra;
  value: ScanOptionsValue;
  onChange: (v: ScanOptionsValue) => void;
  /** Gives the focus back to the scan field (after a choice in a select). */
  onDone: () => void;
};

/** The settings above the scan field; they stay set for the next scans (a pallet, a detain type). */
export function ScanOptions({ extra, value, onChange, onDone }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const set = (patch: Partial<ScanOptionsValue>) => onChange({ ...value, ...patch });
  const reason = (
    <Form.Item label={t('scan.reason')}>
      <Input
        value={value.reason}
        maxLength={500}
        onChange={(e) => set({ reason: e.target.value })}
        data-testid="scan-reason"
      />
    </Form.Item>
  );
  switch (extra) {
    case 'pieces':
      return (
        <Form.Item label={t('scan.weighMode')}>
          <Select<WeighModeValue>
            style={{ width: 220 }}
            value={value.weighMode}
            onChange={(weighMode) => {
              set({ weighMode });
              onDone();
            }}
            options={WEIGH_MODE_OPTIONS.map((o) => ({
              value: o.value as WeighModeValue,
              label: o.label[lang],
            }))}
            data-testid="scan-weigh-mode"
          />
        </Form.Item>
      );
    case 'packageNo':
      return (
        <Form.Item label={t('scan.packageNo')} extra={t('scan.packageNoHint')}>
          <Input
            style={{ width: 260 }}
            value={value.packageNo}
            maxLength={50}
            onChange={(e) => set({ packageNo: e.target.value })}
            data-testid="scan-package-no"
          />
        </Form.Item>
      );
    case 'detainTypes':
      return (
        <Space wrap>
          <Form.Item label={t('scan.detainTypes')} required>
            <Select<DetainType[]>
              mode="multiple"
              style={{ minWidth: 280 }}
              value={value.detainTypes}
              onChange={(detainTypes) => set({ detainTypes })}
              options={DETAIN_TYPE_OPTIONS.map((o) => ({
                value: o.value as DetainType,
                label: o.label[lang],
              }))}
              data-testid="scan-detain-types"
            />
          </Form.Item>
          {reason}
        </Space>
      );
    case 'checkGoods':
      return (
        <Space wrap>
          <Form.Item label={t('scan.checkResult')}>
            <Radio.Group
              value={value.passed}
              onChange={(e) => set({ passed: e.target.value })}
              options={[
                { value: true, label: t('scan.checkPassed') },
                { value: false, label: t('scan.checkFailed') },
              ]}
              data-testid="scan-check-result"
            />
          </Form.Item>
          {!value.passed && reason}
        </Space>
      );
    case 'reason':
      return reason;
    default:
      return null;
  }
}
