import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of operating and non-operating income and expense (DESIGN §4 key paths). */
export const INCOME_EXPENSE_PERMISSION_CODES = {
  operatingIncomeExpense: 'fms/operatingIncomeExpense',
  nonOperatingIncomeExpense: 'fms/nonOperatingIncomeExpense',
} as const;
export const INCOME_EXPENSE_ACTIONS = ['make', 'cancel'] as const;

/** Names of the codes in the grant tree (and the screens' titles). */
export const INCOME_EXPENSE_PERMISSION_LABELS = {
  'fms/operatingIncomeExpense': l('营业收支', 'Operating income and expense', 'Thu chi kinh doanh'),
  'fms/nonOperatingIncomeExpense': l(
    '营业外收支',
    'Non-operating income and expense',
    'Thu chi ngoài kinh doanh',
  ),
} as const satisfies Record<string, Message>;
