import {
  AGENT_STATEMENT_FIELD_LABELS,
  type AgentStatementMapping,
  type AgentStatementRow,
} from '@freightdesk/domain';
import { uploadedFile } from '#modules/platform/file/index.ts';
import type { CellRaw, ReadSheet } from '#platform/excel/excel.service.ts';
import { readTableFile, TABLE_FORMATS } from '#platform/excel/table-file.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** An agent's statement file (xlsx or csv) read as headers and rows, and its lines by the mapping. */

/** The uploaded statement as a sheet; refused when it is neither xlsx nor csv. */
export async function readStatement(ctx: AuthedContext, fileId: string) {
  const file = await uploadedFile(ctx, fileId, TABLE_FORMATS, 'agentReconcileNotAFile');
  return { name: file.name, sheet: await readTableFile(file.name, file.content, 'agentReconcileNotAFile') };
}

/** A cell as text (a date as its day). */
export function cellText(cell: CellRaw | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const norm = (s: string) => s.trim().toLowerCase();
const GUESSES: Record<keyof Omit<AgentStatementMapping, 'numberKind'>, RegExp> = {
  number: /waybill|tracking|track|awb|单号|运单|vận đơn|số đơn/i,
  amount: /amount|total|charge|cost|金额|费用合计|số tiền/i,
  currency: /currency|curr|币种|tiền tệ|loại tiền/i,
  feeName: /fee name|fee|description|费用名称|tên phí/i,
  date: /date|日期|ngày/i,
};

/** A first mapping from the headers (the field's label in any language, or a usual word). */
export function guessMapping(headers: readonly string[]): Partial<AgentStatementMapping> {
  const out: Partial<Record<string, string>> = {};
  const taken = new Set<string>();
  for (const [field, re] of Object.entries(GUESSES)) {
    const labels = Object.values(AGENT_STATEMENT_FIELD_LABELS[field as keyof typeof GUESSES]).map(norm);
    const h = headers.find((x) => x && !taken.has(x) && (labels.includes(norm(x)) || re.test(x)));
    if (h) {
      out[field] = h;
      taken.add(h);
    }
  }
  return out as Partial<AgentStatementMapping>;
}

/** The statement rows by the mapping; a mapped column the file lacks is refused. */
export function statementRows(sheet: ReadSheet, mapping: AgentStatementMapping): AgentStatementRow[] {
  const at = (header: string | undefined) => {
    if (header === undefined) return undefined;
    const i = sheet.headers.findIndex((h) => norm(h) === norm(header));
    if (i < 0) throw new BizError('agentReconcileColumnMissing', [header]);
    return i;
  };
  const cols = {
    number: at(mapping.number),
    amount: at(mapping.amount),
    currency: at(mapping.currency),
    feeName: at(mapping.feeName),
    date: at(mapping.date),
  };
  const rows = sheet.rows.map((r) => {
    const v = (i: number | undefined) => (i === undefined ? undefined : cellText(r.cells[i]));
    return {
      row: r.row,
      number: v(cols.number),
      amount: v(cols.amount),
      currency: v(cols.currency),
      feeName: v(cols.feeName),
      date: v(cols.date),
    };
  });
  if (rows.length === 0) throw new BizError('agentReconcileNoLines');
  return rows;
}
