import { createHash } from 'node:crypto';
import {
  ACCOUNTING_UTC_OFFSET_HOURS,
  BANK_STATEMENT_API,
  guessStatementMapping,
  readStatementRow,
  STATEMENT_FIELDS,
  type StatementField,
  type StatementImportPayload,
  type StatementLine,
  type StatementMapping,
  statementFingerprints,
} from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { assertEnabled, lockAccount } from '#modules/fms/account-flow/index.ts';
import { uploadedFile } from '#modules/platform/file/index.ts';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import type { Db } from '#platform/db/db.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { CellRaw, ReadSheet } from '#platform/excel/excel.service.ts';
import { readTableFile, TABLE_FORMATS } from '#platform/excel/table-file.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsBankStatement, fmsStatementMapping, fmsStatementLine as line } from './bank-statement.schema.ts';

/** The most lines one file may bring (a month of a busy account). */
export const STATEMENT_MAX_LINES = 20_000;
const SAMPLE_ROWS = 5;

async function readUpload(ctx: AuthedContext, fileId: string) {
  const file = await uploadedFile(ctx, fileId, TABLE_FORMATS, 'statementNotAFile');
  const sheet = await readTableFile(file.name, file.content, 'statementNotAFile');
  if (!sheet.rows.length) throw new BizError('statementEmpty');
  if (sheet.rows.length > STATEMENT_MAX_LINES)
    throw new BizError('statementTooManyRows', [STATEMENT_MAX_LINES]);
  return { ...file, sheet };
}

/** A cell as the mapping step shows it: dates by their wall clock. */
function cellText(c: CellRaw): string {
  if (c === null) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 19).replace('T', ' ');
  return String(c);
}

async function savedMapping(db: Db, accountId: string): Promise<StatementMapping | undefined> {
  const [row] = await db
    .select({ mapping: fmsStatementMapping.mapping })
    .from(fmsStatementMapping)
    .where(eq(fmsStatementMapping.accountId, accountId));
  return row?.mapping;
}

/** `importPreview`: the file's headers and first rows, with the account's saved mapping when it fits the file. */
export async function previewStatement(ctx: AuthedContext, input: { accountId: string; fileId: string }) {
  staffOnly(ctx);
  const { sheet } = await readUpload(ctx, input.fileId);
  const saved = await savedMapping(ctx.db, input.accountId);
  const fits = saved && Object.values(saved).every((h) => !h || sheet.headers.includes(h));
  return {
    headers: sheet.headers,
    sample: sheet.rows.slice(0, SAMPLE_ROWS).map((r) => r.cells.map(cellText)),
    mapping: (fits ? saved : guessStatementMapping(sheet.headers)) as Record<string, string>,
    remembered: Boolean(fits),
    rows: sheet.rows.length,
  };
}

/** Reads every row with the mapping; the first unreadable row refuses the file, naming row and value. */
export function statementLines(sheet: ReadSheet, mapping: StatementMapping): StatementLine[] {
  const column = new Map<StatementField, number>();
  for (const field of STATEMENT_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    const at = sheet.headers.indexOf(header);
    if (at < 0) throw new BizError('statementColumnMissing', [header]);
    column.set(field, at);
  }
  return sheet.rows.map((r) => {
    const cellOf = (f: StatementField) => {
      const at = column.get(f);
      return at === undefined ? null : (r.cells[at] ?? null);
    };
    const read = readStatementRow(r.row, cellOf, mapping);
    if ('key' in read) throw new BizError(read.key, [read.row, cellText(cellOf(read.field))]);
    return read;
  });
}

/**
 * `import`: reads the file with the mapping, refuses lines imported before (same account and same
 * fields), adds the others as one statement and saves the mapping for the account.
 */
export async function importStatement(ctx: AuthedContext, input: StatementImportPayload) {
  staffOnly(ctx);
  const { name, sheet } = await readUpload(ctx, input.fileId);
  const mapping = Object.fromEntries(Object.entries(input.mapping).filter(([, h]) => h)) as StatementMapping;
  const lines = statementLines(sheet, mapping);
  return oncePerRequestKey(ctx, BANK_STATEMENT_API.import.url, input.requestKey, async (tx) => {
    const added = await addStatement(tx, ctx, {
      accountId: input.accountId,
      fileId: input.fileId,
      fileName: name,
      lines,
    });
    await tx
      .insert(fmsStatementMapping)
      .values({ accountId: input.accountId, mapping, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: fmsStatementMapping.accountId, set: { mapping, updatedAt: ctx.now } });
    return added;
  });
}

/**
 * Adds a statement's lines to an account, leaving out those imported before. The account is locked,
 * so two imports of one file cannot both add its lines.
 */
export async function addStatement(
  tx: Db,
  ctx: AuthedContext,
  s: { accountId: string; fileId: string | null; fileName: string; lines: readonly StatementLine[] },
) {
  const account = assertEnabled(await lockAccount(tx, s.accountId));
  // stored hashed: the fields joined may be long, the unique index wants short keys
  const prints = statementFingerprints(account.accountId, s.lines).map((p) =>
    createHash('sha256').update(p).digest('hex'),
  );
  const known = new Set(
    (
      await tx
        .select({ fingerprint: line.fingerprint })
        .from(line)
        .where(
          and(
            eq(line.accountId, account.accountId),
            sql`${line.fingerprint} = any(${sql.param(prints)}::text[])`,
          ),
        )
    ).map((r) => r.fingerprint),
  );
  const fresh = s.lines.map((l, i) => ({ l, print: prints[i]! })).filter((x) => !known.has(x.print));
  const [statement] = await tx
    .insert(fmsBankStatement)
    .values({
      accountId: account.accountId,
      fileId: s.fileId,
      fileName: s.fileName,
      lineCount: fresh.length,
      duplicateCount: s.lines.length - fresh.length,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: fmsBankStatement.id });
  const statementId = statement!.id;
  // one statement per few thousand lines (rows as one JSON parameter)
  await bulkInsert(
    tx,
    line,
    fresh.map(({ l, print }) => ({
      statementId,
      accountId: account.accountId,
      row: l.row,
      tradeTime: l.tradeTime,
      value: l.value,
      counterpartyName: l.counterpartyName,
      counterpartyCard: l.counterpartyCard,
      summary: l.summary,
      bankRef: l.bankRef,
      fingerprint: print,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })),
  );
  const duplicateRows = s.lines.filter((_, i) => known.has(prints[i]!)).map((l) => l.row);
  return { statementId, added: fresh.length, duplicateRows };
}

/** The wall clock of the accounting time zone, for texts written from a line (a receipt's remark). */
export function accountingWallClock(at: Date): string {
  return new Date(at.getTime() + ACCOUNTING_UTC_OFFSET_HOURS * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}
