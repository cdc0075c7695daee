/**
 * The bare side of the import bench: the rows an import wrote (waybills with the customer-number tag,
 * their pieces, commodity lines, tracks and business-log rows) written again by plain `INSERT …
 * SELECT` statements in one transaction — new ids, numbers and customer numbers — with no checks,
 * parsing or numbering: what PostgreSQL alone needs to store the same rows.
 */
import type pg from 'pg';

async function columns(client: pg.PoolClient, table: string): Promise<string[]> {
  const res = await client.query<{ column_name: string }>(
    'select column_name from information_schema.columns where table_name = $1 order by ordinal_position',
    [table],
  );
  return res.rows.map((r) => r.column_name);
}

/** `insert into table (cols) select <cols, some replaced> from table x join ids …` */
async function copy(
  client: pg.PoolClient,
  table: string,
  replace: Record<string, string>,
  from: string,
): Promise<number> {
  const cols = await columns(client, table);
  const list = cols.map((c) => `"${c}"`).join(', ');
  const values = cols.map((c) => replace[c] ?? `x."${c}"`).join(', ');
  const res = await client.query(`insert into ${table} (${list}) select ${values} from ${from}`);
  return res.rowCount ?? 0;
}

export async function bareCopy(pool: pg.Pool, tag: string): Promise<{ ms: number; rows: number }> {
  const client = await pool.connect();
  try {
    const t0 = performance.now();
    await client.query('begin');
    await client.query(
      `create temp table bare_ids on commit drop as
       select id as old_id, gen_random_uuid() as new_id from lms_waybill where customer_no like $1`,
      [`${tag}-%`],
    );
    let rows = await copy(
      client,
      'lms_waybill',
      {
        id: 'i.new_id',
        waybill_no: `x.waybill_no || 'B'`,
        customer_no: `x.customer_no || 'B'`,
      },
      'lms_waybill x join bare_ids i on i.old_id = x.id',
    );
    for (const child of ['lms_waybill_piece', 'lms_waybill_commodity', 'lms_waybill_track'])
      rows += await copy(
        client,
        child,
        { id: 'gen_random_uuid()', waybill_id: 'i.new_id' },
        `${child} x join bare_ids i on i.old_id = x.waybill_id`,
      );
    rows += await copy(
      client,
      'business_log',
      { id: 'gen_random_uuid()', entity_id: 'i.new_id' },
      `business_log x join bare_ids i on i.old_id = x.entity_id and x.entity = 'lmsWaybill'`,
    );
    await client.query('commit');
    return { ms: performance.now() - t0, rows };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}
