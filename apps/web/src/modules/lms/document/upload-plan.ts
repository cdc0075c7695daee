import {
  type Language,
  message,
  UPLOAD_MAX_FILES_PER_UPLOAD,
  type UploadMatch,
  type UploadOutcome,
  uploadProblem,
} from '@freightdesk/domain';

/**
 * The upload centre's plan: each picked file with the waybill its name matched, and whether it can
 * be attached — not when unmatched, when the file itself is refused (format, size, empty), when the
 * waybill already has a customer invoice, or when an earlier file of the same pick goes to the same
 * waybill (one customer invoice per waybill).
 */

export type PlanState =
  | 'ready'
  | 'unmatched'
  | 'badFile'
  | 'hasInvoice'
  | 'duplicate'
  | 'attached'
  | 'refused';
export type PlanRow = {
  uid: string;
  name: string;
  number: string;
  waybillId: string | null;
  waybillNo: string | null;
  state: PlanState;
  /** Why the file is not attached, in the user's language. */
  reason: string | null;
};

export function planUploads(
  files: readonly { uid: string; name: string; size: number }[],
  matches: readonly UploadMatch[],
  lang: Language,
): PlanRow[] {
  const taken = new Set<string>();
  return files.map((f, i) => {
    const m = matches[i];
    const base = {
      uid: f.uid,
      name: f.name,
      number: m?.number ?? '',
      waybillId: m?.waybillId ?? null,
      waybillNo: m?.waybillNo ?? null,
    };
    const problem = uploadProblem([f]);
    if (problem) return { ...base, state: 'badFile', reason: message(lang, problem.key, problem.params) };
    if (!m?.waybillId)
      return { ...base, state: 'unmatched', reason: message(lang, 'docFileNotMatched', [f.name]) };
    const already = m.hasInvoice || taken.has(m.waybillId);
    taken.add(m.waybillId);
    if (already)
      return {
        ...base,
        state: m.hasInvoice ? 'hasInvoice' : 'duplicate',
        reason: message(lang, 'docInvoiceAlreadyUploaded', [m.waybillNo ?? '']),
      };
    return { ...base, state: 'ready', reason: null };
  });
}

/** The rows after attaching: each outcome marks its file attached or refused with the server's message. */
export function applyOutcomes(
  rows: readonly PlanRow[],
  outcomes: readonly (UploadOutcome & { uid: string })[],
): PlanRow[] {
  const byUid = new Map(outcomes.map((o) => [o.uid, o]));
  return rows.map((r) => {
    const o = byUid.get(r.uid);
    if (!o) return r;
    return o.ok ? { ...r, state: 'attached', reason: null } : { ...r, state: 'refused', reason: o.message };
  });
}

/** Splits a list into uploads of at most five files (the upload rule). */
export function chunks<T>(items: readonly T[], size = UPLOAD_MAX_FILES_PER_UPLOAD): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
