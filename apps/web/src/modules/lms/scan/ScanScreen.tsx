import {
  nextStatus,
  SCAN_TYPE_LABELS,
  type ScanLookupAnswer,
  type ScanPayload,
  type ScanType,
  type WaybillAction,
  type WaybillStatus,
  WeighMode,
} from '@freightdesk/domain';
import { Alert, Card, Form, Input, type InputRef, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WaybillDrawer } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { beep } from './beep.ts';
import { LastScans } from './LastScans.tsx';
import { PieceRowsEditor } from './PieceRowsEditor.tsx';
import { nextFocus, type PieceRow, piecesOf, rowsFromLookup, typesMeasures } from './piece-rows.ts';
import { DEFAULT_OPTIONS, ScanOptions, type ScanOptionsValue } from './ScanOptions.tsx';
import { scanApi } from './scan-api.ts';
import { extraOf } from './scan-screens.ts';
import { recordSessionScan } from './scan-session.ts';
import './scan.css';

type Feedback = { ok: boolean; message: string; warnings: string[] };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The payload of a scan from the number, the piece rows and the screen's options. */
function payloadOf(type: ScanType, no: string, rows: PieceRow[], o: ScanOptionsValue): ScanPayload {
  const extra = extraOf(type);
  const reason = o.reason.trim() || undefined;
  switch (extra) {
    case 'pieces':
      return { no, weighMode: o.weighMode, pieces: piecesOf(rows, o.weighMode) };
    case 'packageNo':
      return { no, packageNo: o.packageNo.trim() || undefined };
    case 'detainTypes':
      return { no, detainTypes: o.detainTypes, reason };
    case 'checkGoods':
      return { no, passed: o.passed, reason: o.passed ? undefined : reason };
    case 'reason':
      return { no, reason };
    default:
      return { no };
  }
}

/**
 * The shared scan screen of every scan type (spec §2 "Scanning"): keyboard first — the scan field
 * has the focus, Enter scans, the field is cleared and focused again after each scan; green or red
 * feedback with a short beep; the last scans of the session below. Weighing scans (receive, update
 * weight) first look the waybill up and show one row per piece: Enter walks count, weight, L/W/H and
 * scans on the last field. A query scan opens the waybill drawer.
 */
export function ScanScreen({ type }: { type: ScanType }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const extra = extraOf(type);
  const scanRef = useRef<InputRef>(null);
  const piecesRef = useRef<HTMLDivElement>(null);
  const [no, setNo] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [rows, setRows] = useState<PieceRow[]>([]);
  const [ordered, setOrdered] = useState<ScanLookupAnswer['pieces']>([]);
  const rowsNow = useRef<PieceRow[]>([]);
  rowsNow.current = rows;
  const [options, setOptions] = useState<ScanOptionsValue>(DEFAULT_OPTIONS);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [drawerId, setDrawerId] = useState<string>();

  // the first piece field takes the focus once the rows of a looked-up waybill are shown
  useEffect(() => {
    if (pending) piecesRef.current?.querySelector<HTMLInputElement>('[data-nav="0"]')?.focus();
  }, [pending]);

  const focusScan = () => setTimeout(() => scanRef.current?.focus(), 0);

  const finish = (number: string, result: Feedback & { waybillId: string | null }) => {
    recordSessionScan(type, { ...result, no: number, time: dayjs().format('HH:mm:ss') });
    setFeedback(result);
    beep(result.ok ? 'ok' : 'failed');
    setNo('');
    setRows([]);
    setPending(null);
    focusScan();
  };

  const submit = async (number: string, pieceRows: PieceRow[], measured = true) => {
    setBusy(true);
    try {
      const payload = payloadOf(type, number, pieceRows, options);
      // a waybill that cannot take the scan is sent without measures: the answer is its refusal
      if (!measured) payload.weighMode = WeighMode.none;
      const answer = await scanApi.scan(type, payload);
      finish(number, {
        ok: answer.pass,
        message: answer.message,
        warnings: answer.warnings,
        waybillId: answer.waybillId,
      });
      if (type === 'query') setDrawerId(answer.waybillId);
    } catch (e) {
      finish(number, { ok: false, message: errorText(e), warnings: [], waybillId: null });
    } finally {
      setBusy(false);
    }
  };

  const onScan = async () => {
    const number = no.trim();
    if (!number || busy) return;
    // a new scan starts without the previous one's result
    setFeedback(null);
    if (extra !== 'pieces' || !typesMeasures(options.weighMode)) return submit(number, []);
    setBusy(true);
    const action = type === 'receive' ? 'receive' : 'updateWeight';
    let found: ScanLookupAnswer;
    try {
      found = await scanApi.lookup(number, action);
    } catch (e) {
      // an unknown number: the lookup was the scan's refusal (recorded by the server)
      finish(number, { ok: false, message: errorText(e), warnings: [], waybillId: null });
      setBusy(false);
      return;
    }
    // a waybill the scan cannot move is scanned as it is: refused and recorded
    if (!nextStatus(found.status as WaybillStatus, action satisfies WaybillAction).ok)
      return submit(number, [], false);
    setRows(rowsFromLookup(found.pieces));
    setOrdered(found.pieces);
    setPending(number);
    setBusy(false);
  };

  const onPieceEnter = (index: number, total: number) => {
    const next = nextFocus(index, total);
    if (next === 'submit') {
      if (pending && !busy) void submit(pending, rowsNow.current);
      return;
    }
    piecesRef.current?.querySelector<HTMLInputElement>(`[data-nav="${next}"]`)?.focus();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={`scan-screen-${type}`}>
      <Card size="small" title={SCAN_TYPE_LABELS[type][lang]}>
        <Form layout="vertical">
          <ScanOptions extra={extra} value={options} onChange={setOptions} onDone={focusScan} />
          <Form.Item label={t('scan.number')} extra={t(pending ? 'scan.piecesHint' : 'scan.scanHint')}>
            <Input
              ref={scanRef}
              autoFocus
              size="large"
              value={pending ?? no}
              readOnly={!!pending}
              maxLength={50}
              allowClear={!pending}
              placeholder={t('scan.placeholder')}
              onChange={(e) => setNo(e.target.value)}
              onPressEnter={() => void onScan()}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && pending) {
                  setPending(null);
                  setRows([]);
                }
              }}
              data-testid="scan-input"
            />
          </Form.Item>
        </Form>
        {pending && (
          <PieceRowsEditor
            rows={rows}
            mode={options.weighMode}
            onChange={setRows}
            onEnter={onPieceEnter}
            containerRef={piecesRef}
            ordered={ordered}
          />
        )}
        {feedback && (
          <Alert
            className={feedback.ok ? 'scan-feedback-ok' : 'scan-feedback-failed'}
            style={{ marginTop: 12 }}
            type={feedback.ok ? 'success' : 'error'}
            showIcon
            title={<span data-testid="scan-feedback-message">{feedback.message}</span>}
            description={
              feedback.warnings.length ? (
                <Typography.Text type="warning" data-testid="scan-feedback-warnings">
                  {feedback.warnings.join(' · ')}
                </Typography.Text>
              ) : undefined
            }
            data-testid="scan-feedback"
            data-result={feedback.ok ? 'ok' : 'failed'}
          />
        )}
      </Card>
      <LastScans type={type} onOpen={setDrawerId} />
      <WaybillDrawer
        waybillId={drawerId}
        area="staff"
        onClose={() => {
          setDrawerId(undefined);
          focusScan();
        }}
      />
    </Space>
  );
}
