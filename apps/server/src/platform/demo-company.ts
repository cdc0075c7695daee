import type { Tx } from '#platform/db/db.ts';

/** What the demo company's steps share: the ids of what earlier steps created, by kind and code. */
export class DemoCompany {
  private readonly ids = new Map<string, string>();

  /** @param hashes password hash per demo username (hashed before the transaction: it is slow) */
  constructor(readonly hashes: ReadonlyMap<string, string>) {}

  set(kind: string, code: string, id: string): void {
    this.ids.set(`${kind}:${code}`, id);
  }

  /** The id of a row an earlier step created or found; a missing one is a mistake in the demo data. */
  id(kind: string, code: string): string {
    const id = this.ids.get(`${kind}:${code}`);
    if (!id) throw new Error(`demo company: no ${kind} ${code} seeded before this step`);
    return id;
  }
}

/**
 * The demo company is seeded in three phases, each in module order, so modules can refer to each
 * other's rows without knowing each other's seeds: `parties` (departments, job positions,
 * customers), `people` (users, who belong to them), `links` (who follows which customer, data
 * scopes, messages: rows that need both).
 */
export const DEMO_COMPANY_PHASES = ['parties', 'people', 'links'] as const;
export type DemoCompanyPhase = (typeof DEMO_COMPANY_PHASES)[number];

export type DemoCompanySeed = (tx: Tx, company: DemoCompany) => Promise<void>;
