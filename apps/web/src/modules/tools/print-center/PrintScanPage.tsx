import { PRINT_DOCUMENT_TYPE_OPTIONS, type PrintDocumentType } from '@freightdesk/domain';
import { Card, Input, type InputRef, List, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentApi, openPdf } from '#web/modules/lms/document/index.ts';
import { waybillApi } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { pushScan, type ScanEntry } from './scan-log.ts';

const FEEDBACK_COLOR = { ok: '#f6ffed', fail: '#fff1f0', idle: undefined } as const;

/**
 * Print scan (`lms/scan/print`): scan or type a waybill, customer or track number and press Enter —
 * the waybill's label (or invoice) PDF opens for printing. Green for printed, red for a number not
 * found or refused; the last scans are listed; the field is cleared and keeps the focus.
 */
export function PrintScanPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [type, setType] = useState<PrintDocumentType>('label');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [scans, setScans] = useState<ScanEntry[]>([]);
  const input = useRef<InputRef>(null);
  const last = scans[0];

  const scan = async () => {
    const number = value.trim();
    if (!number || busy) return;
    setBusy(true);
    const record = (ok: boolean, text: string) =>
      setScans((s) => pushScan(s, { number, ok, text, at: new Date() }));
    try {
      const page = await waybillApi.search({
        page: 1,
        size: 1,
        criteria: { numbers: number, numberType: 'any' },
      });
      const hit = page.records[0];
      if (!hit) record(false, t('documents.scanNotFound', { number }));
      else {
        openPdf(await documentApi.pdf(type, [hit.id]));
        record(true, t('documents.scanPrinted', { number: hit.waybillNo }));
      }
    } catch (error) {
      record(false, isApiError(error) ? error.message : t('documents.scanFailed'));
    } finally {
      setBusy(false);
      setValue('');
      requestAnimationFrame(() => input.current?.focus());
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="print-scan-page">
      <Card
        size="small"
        style={{ background: FEEDBACK_COLOR[last ? (last.ok ? 'ok' : 'fail') : 'idle'] }}
        data-testid="print-scan-card"
        data-result={last ? (last.ok ? 'ok' : 'fail') : 'idle'}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Radio.Group
            value={type}
            onChange={(e) => setType(e.target.value as PrintDocumentType)}
            options={PRINT_DOCUMENT_TYPE_OPTIONS.map((o) => ({
              value: String(o.value),
              label: o.label[lang],
            }))}
          />
          <Input
            ref={input}
            autoFocus
            size="large"
            value={value}
            readOnly={busy}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={() => void scan()}
            placeholder={t('documents.scanPlaceholder')}
            data-testid="print-scan-input"
          />
          <Typography.Text
            type={last ? (last.ok ? 'success' : 'danger') : 'secondary'}
            data-testid="print-scan-feedback"
          >
            {last ? last.text : t('documents.scanHint')}
          </Typography.Text>
        </Space>
      </Card>
      <Card size="small" title={t('documents.lastScans')}>
        <List
          size="small"
          dataSource={scans}
          locale={{ emptyText: t('documents.noScans') }}
          renderItem={(s) => (
            <List.Item>
              <Space>
                <Tag color={s.ok ? 'success' : 'error'}>{s.number}</Tag>
                <span>{s.text}</span>
                <Typography.Text type="secondary">{dayjs(s.at).format('HH:mm:ss')}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
