import { and, eq, exists, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#platform/db/db.ts';
import { likePattern } from '#platform/http/search.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';

/** The bill table an invoice kind covers: statement bills (issued) or agent bills (received). */
type Bills = PgTable & { id: PgColumn; billNo: PgColumn };

/** The `billNo` criterion of the invoice lists: the invoice covers a bill whose number is like it. */
export function coversBillNo(db: Db, bills: Bills, billNo: string | undefined): SQL | undefined {
  if (!billNo) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(ib)
      .innerJoin(bills, eq(bills.id, ib.billId))
      .where(and(eq(ib.invoiceId, inv.id), ilike(bills.billNo, likePattern(billNo)))),
  );
}
