import type { SortScanAnswer } from '@freightdesk/domain';
import { Card, Input, type InputRef, List, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortScan } from './sort-scan-api.ts';

/** What the last scan showed: a sort code, no rule matching, or a refusal (unknown number, out of reach). */
type Shown = { no: string; answer?: SortScanAnswer; error?: string };

const HISTORY = 20;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The sort code, large enough to read from the belt; "no rule" and refusals in red. */
function BigCode({ shown }: { shown: Shown | null }) {
  const { t } = useTranslation();
  const code = shown?.answer?.sortCode;
  const text = !shown ? t('sortScan.waiting') : shown.error ? '✕' : (code ?? t('sortScan.noRule'));
  const color = !shown ? undefined : code ? '#389e0d' : '#cf1322';
  return (
    <div style={{ textAlign: 'center', padding: '24px 0' }}>
      <div
        data-testid="sort-code"
        style={{ fontSize: code ? 96 : 48, fontWeight: 700, lineHeight: 1.1, color }}
      >
        {text}
      </div>
      {shown && (
        <Typography.Text data-testid="sort-scan-message" style={{ fontSize: 18 }}>
          {shown.error ?? shown.answer?.message}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The sort scan screen (logistics › scanning): keyboard or scanner first — the field keeps the focus,
 * Enter asks for the waybill's sort code, the field is cleared and focused again; the code is shown
 * large with the waybill number, and the last scans of the session below.
 */
export function SortScanPage() {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [no, setNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [history, setHistory] = useState<Shown[]>([]);
  useEffect(() => input.current?.focus(), []);

  const submit = async () => {
    const scanned = no.trim();
    if (!scanned || busy) return;
    setBusy(true);
    let next: Shown;
    try {
      next = { no: scanned, answer: await sortScan(scanned) };
    } catch (e) {
      next = { no: scanned, error: errorText(e) };
    }
    setShown(next);
    setHistory((h) => [next, ...h].slice(0, HISTORY));
    setNo('');
    setBusy(false);
    setTimeout(() => input.current?.focus(), 0);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Input
          ref={input}
          size="large"
          value={no}
          data-testid="sort-scan-input"
          aria-label={t('sortScan.input')}
          placeholder={t('sortScan.input')}
          onChange={(e) => setNo(e.target.value)}
          onPressEnter={() => void submit()}
          disabled={busy}
        />
        <BigCode shown={shown} />
      </Card>
      <Card size="small" title={t('sortScan.history')}>
        <List
          size="small"
          data-testid="sort-scan-history"
          dataSource={history}
          renderItem={(s) => (
            <List.Item>
              <Space>
                <Typography.Text strong>{s.answer?.waybillNo ?? s.no}</Typography.Text>
                {s.answer?.sortCode ? (
                  <Tag color="green">{s.answer.sortCode}</Tag>
                ) : (
                  <Tag color="red">{s.error ?? t('sortScan.noRule')}</Tag>
                )}
                {s.answer?.ruleName && (
                  <Typography.Text type="secondary">
                    {t('sortScan.rule')}: {s.answer.ruleName}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
