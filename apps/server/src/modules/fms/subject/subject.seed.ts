import { EXCHANGE_GAIN_SUBJECT, EXCHANGE_LOSS_SUBJECT, SYSTEM_SUBJECT_CATEGORY } from '@freightdesk/domain';
import type { Tx } from '#platform/db/db.ts';
import type { DemoRow } from '#platform/module.ts';
import { fmsSubjectTable } from './subject.schema.ts';

/** The system subjects every installation needs (exchange gain and loss); existing ones are kept. */
export async function seedSystemSubjects(tx: Tx): Promise<void> {
  // stored by code; shown by their names in each language (SYSTEM_SUBJECT_NAMES)
  const system = { kind: 'operating', firstCategory: SYSTEM_SUBJECT_CATEGORY, isSystem: true, enabled: true };
  await tx
    .insert(fmsSubjectTable)
    .values([
      { ...system, code: EXCHANGE_GAIN_SUBJECT, name: EXCHANGE_GAIN_SUBJECT, direction: 'income' },
      { ...system, code: EXCHANGE_LOSS_SUBJECT, name: EXCHANGE_LOSS_SUBJECT, direction: 'expense' },
    ])
    .onConflictDoNothing();
}

/** The demo company's own subjects, as its finance staff typed them. */
export const DEMO_SUBJECTS: DemoRow[] = [
  {
    code: 'WHRENT',
    name: '仓库租金 Warehouse rent',
    kind: 'operating',
    direction: 'expense',
    firstCategory: '营业成本 Operating costs',
    secondCategory: '租金 Rent',
    enabled: true,
  },
  {
    code: 'CUSTOMS',
    name: '报关代理费 Customs broker fees',
    kind: 'operating',
    direction: 'expense',
    firstCategory: '营业成本 Operating costs',
    secondCategory: '代理费 Agent fees',
    limitedAgentTypes: ['customs'],
    enabled: true,
  },
  {
    code: 'BANKFEE',
    name: '银行手续费 Bank charges',
    kind: 'operating',
    direction: 'expense',
    firstCategory: '财务费用 Finance costs',
    enabled: true,
  },
  {
    code: 'DUTYIN',
    name: '代收关税 Duties collected',
    kind: 'operating',
    direction: 'income',
    firstCategory: '营业收入 Operating income',
    enabled: true,
  },
  {
    code: 'SUBSIDY',
    name: '政府补贴 Government subsidy',
    kind: 'nonOperating',
    direction: 'income',
    firstCategory: '营业外收入 Non-operating income',
    enabled: true,
  },
  {
    code: 'FINES',
    name: '罚款 Fines',
    kind: 'nonOperating',
    direction: 'expense',
    firstCategory: '营业外支出 Non-operating expense',
    enabled: true,
  },
];
