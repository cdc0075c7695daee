import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

/** One cash account, as a field or column names it. */
export const CASH_ACCOUNT_LABEL = l('资金账户', 'Cash account', 'Tài khoản tiền');
/** The other side's account number of a payment (income and expense, bank statement lines). */
export const COUNTERPARTY_ACCOUNT_LABEL = l('对方账号', 'Counterparty account', 'Tài khoản đối tác');

/** Kinds of cash account a receipt is paid into. */
export const CASH_ACCOUNT_TYPES = options(
  ['bank', l('银行账户', 'Bank account', 'Tài khoản ngân hàng')],
  ['cash', l('现金', 'Cash', 'Tiền mặt')],
  ['alipay', l('支付宝', 'Alipay', 'Alipay')],
  ['wechat', l('微信支付', 'WeChat Pay', 'WeChat Pay')],
  ['other', L.other],
);

/** Where the bank of a cash account is (the spec's "bank type"). */
export const CASH_ACCOUNT_BANK_TYPES = options(
  ['domestic', l('境内银行', 'Domestic bank', 'Ngân hàng trong nước')],
  ['overseas', l('境外银行', 'Overseas bank', 'Ngân hàng nước ngoài')],
);

/**
 * Cash account (spec back-office §3 "Cash account"): where the company's money is. The receipt register
 * dialog and bank transfers pick an enabled one; its balance is the opening balance + Σ its account
 * flows (currency and opening balance are fixed once made). docs/finance.md "Cash and account flows".
 */
export const cashAccount = defineEntity({
  name: 'cashAccount',
  api: 'fms/cashAccount',
  table: 'fms_cash_account',
  title: l('资金账户', 'Cash accounts', 'Tài khoản tiền'),
  permission: 'fms/cashAccount',
  actions: ['insert', 'update', 'delete', 'export'],
  labelField: 'name',
  menuGroup: 'fms',
  route: '/fms/cash-account',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: field.text(L.name, { max: 100, required: true, unique: true, search: 'keyword', sortable: true }),
    currency: field.dict(l('币种', 'Currency', 'Tiền tệ'), {
      dictionary: 'currency',
      required: true,
      default: 'RMB',
      search: 'eq',
      readOnlyOnEdit: true,
    }),
    type: field.enum(L.type, { options: CASH_ACCOUNT_TYPES, required: true, default: 'bank', search: 'eq' }),
    settlementObject: field.text(l('结算主体', 'Settlement object', 'Đơn vị thanh toán'), {
      max: 100,
      help: l(
        '持有该账户的本公司主体',
        'The company of the group that holds the account',
        'Công ty trong tập đoàn đứng tên tài khoản',
      ),
    }),
    bankType: field.enum(l('银行类型', 'Bank type', 'Loại ngân hàng'), { options: CASH_ACCOUNT_BANK_TYPES }),
    bank: field.text(l('开户银行', 'Bank', 'Ngân hàng'), { max: 100 }),
    cardNo: field.text(l('账号', 'Account number', 'Số tài khoản'), { max: 50, search: 'keyword' }),
    openingBalance: field.decimal(l('期初余额', 'Opening balance', 'Số dư đầu kỳ'), {
      scale: 2,
      min: '-9999999999.99',
      max: '9999999999.99',
      default: '0',
      readOnlyOnEdit: true,
      help: l(
        '开户时的余额，之后由账户流水增减',
        'The balance when the account is opened; flows move it from then on',
        'Số dư khi mở tài khoản; sau đó dòng tiền làm thay đổi số dư',
      ),
    }),
    enabled: field.bool(L.enabled, { default: true, search: 'eq' }),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
