import {
  type AppendRule,
  checkPriceTable,
  FORMULA_VARIABLES,
  type Language,
  PRICE_SUB_LIST_LABELS,
  PRICE_SUB_LISTS,
  type PriceSubList,
  priceInsertPayload,
  renderRuleMessage,
  ruleFail,
  type ServiceFee,
  type SpecialFreight,
  subRowFailures,
} from '@freightdesk/domain';
import { issueMessage } from '#web/components/resource/field-rules.ts';
import type { PriceDetail, PriceWrite } from './price-api.ts';

/**
 * The special freight, service fee and append-rule rows of the price form (back-office §3 "Price"),
 * and the check before saving: the insert payload schema and `checkPriceTable` of the domain, the
 * same the server runs, so a row's message is the one the server would give, named by row.
 */

/** The three sub-data lists the form edits beside the weight ranges and surcharges. */
export type SubList = PriceSubList;

type Keyed<T> = T & { key: string };
export type SpecialFreightRow = Keyed<SpecialFreight>;
export type ServiceFeeRow = Keyed<Omit<ServiceFee, 'appendPercent'> & { appendPercent: string | null }>;
export type AppendRuleRow = Keyed<AppendRule>;
export type SubRows = {
  specialFreights: SpecialFreightRow[];
  serviceFees: ServiceFeeRow[];
  appendRules: AppendRuleRow[];
};

let seq = 0;
const nextKey = () => {
  seq += 1;
  return `sub-${seq}`;
};

export const emptySubRows = (): SubRows => ({ specialFreights: [], serviceFees: [], appendRules: [] });

export const newSpecialFreight = (): SpecialFreightRow => ({
  key: nextKey(),
  zones: [],
  startWeight: null,
  endWeight: null,
  feeType: 'freight',
  formula: '',
  minFee: null,
});

export const newServiceFee = (): ServiceFeeRow => ({
  key: nextKey(),
  subject: '',
  rule: 'freight',
  appendPercent: null,
});

export const newAppendRule = (): AppendRuleRow => ({
  key: nextKey(),
  name: '',
  subjectRule: 'allMerge',
  subjects: [],
  packageType: null,
  goodsTypes: [],
  startWeight: null,
  endWeight: null,
  zones: [],
  countryCodes: [],
  mode: 'percent',
  value: null,
  formula: null,
});

/** The rows of a stored table, each with a key for the editors. */
export function subRowsOf(d: Pick<PriceDetail, SubList>): SubRows {
  const keyed = <T>(rows: readonly T[]) => rows.map((r) => ({ ...r, key: nextKey() }));
  return {
    specialFreights: keyed(d.specialFreights),
    serviceFees: keyed(d.serviceFees),
    appendRules: keyed(d.appendRules),
  };
}

/** The rows as the insert / update body carries them (no keys, no empty optional values). */
export function subRowsPayload(rows: SubRows): Pick<PriceWrite, SubList> {
  const strip = <T extends { key: string }>(list: readonly T[]) =>
    list.map(({ key: _key, ...r }) =>
      Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined && v !== '')),
    );
  return {
    specialFreights: strip(rows.specialFreights) as PriceWrite['specialFreights'],
    serviceFees: strip(rows.serviceFees) as PriceWrite['serviceFees'],
    appendRules: strip(rows.appendRules) as PriceWrite['appendRules'],
  };
}

/** A problem of the body: the list and row (from 0) it is in, or none for the table itself. */
export type PriceProblem = { list: SubList | null; row: number | null; message: string };

/** The label of a field ("Formula"), given by the screen in its language. */
export type FieldLabel = (field: string) => string;

const isSubList = (v: unknown): v is SubList => (PRICE_SUB_LISTS as readonly unknown[]).includes(v);

/**
 * Every problem of a body the server would refuse: each schema issue (a sub-data one named by list
 * and row: "Special freight row 2: Formula cannot be empty"), then, once the schema accepts it, the
 * whole-table rules of `checkPriceTable` and every refused sub-data row (`subRowFailures`).
 */
export function priceBodyProblems(body: PriceWrite, lang: Language, label: FieldLabel): PriceProblem[] {
  const parsed = priceInsertPayload.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const [head, index] = issue.path;
      const named = [...issue.path].reverse().find((p) => typeof p === 'string');
      const text = issueMessage(issue, label(typeof named === 'string' ? named : 'value'), lang);
      if (!isSubList(head) || typeof index !== 'number') return { list: null, row: null, message: text };
      const failure = ruleFail('pricingSubRowIssue', { label: PRICE_SUB_LIST_LABELS[head] }, index + 1, text);
      return { list: head, row: index, message: renderRuleMessage(lang, failure) };
    });
  }
  const table = { ...parsed.data, id: 'new' };
  const rows = subRowFailures(table).map((f) => ({
    list: f.list,
    row: f.row,
    message: renderRuleMessage(lang, f),
  }));
  const failure = checkPriceTable(table);
  if (!failure || 'list' in failure) return rows;
  return [{ list: null, row: null, message: renderRuleMessage(lang, failure) }, ...rows];
}

/** The messages of one list by row (from 0), several per row joined. */
export function rowMessages(problems: readonly PriceProblem[], list: SubList): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of problems) {
    if (p.list !== list || p.row === null) continue;
    const prev = out.get(p.row);
    out.set(p.row, prev ? `${prev}; ${p.message}` : p.message);
  }
  return out;
}

/** The variables a formula of special freight (no `base`) or of a custom append rule may use. */
export const SPECIAL_FREIGHT_VARIABLES = FORMULA_VARIABLES.filter((v) => v !== 'base');
export const APPEND_RULE_VARIABLES = FORMULA_VARIABLES;

/** The zones a sub-data row can name: the grid's zone columns and the product scheme's zones. */
export function zoneChoices(gridZones: readonly string[], schemeZones: readonly string[] = []): string[] {
  return [...new Set([...gridZones, ...schemeZones])].filter((z) => z && z !== '*');
}
