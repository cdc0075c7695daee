import { eq } from 'drizzle-orm';
import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { customer } from './customer.schema.ts';

/**
 * The demo company's customers: a monthly Chinese trader, a cash Vietnamese forwarder, and a monthly
 * Vietnamese express company on credit hold (no credit line, blocked, arrears detained automatically).
 */
export async function seedCompanyCustomers(tx: Tx, company: DemoCompany): Promise<void> {
  const [c1] = await tx
    .insert(customer)
    .values({
      code: 'C0001',
      name: 'Bright Trading',
      fullName: '深圳明亮贸易有限公司 Shenzhen Bright Trading Co., Ltd.',
      enableSysCodes: ['LMS', 'OWMS', 'MTS', 'PDS'],
      features: ['priceCheck', 'apiAccess'],
      openDate: '2023-03-15',
      socialCreditCode: '91440300MA5DEMO01X',
      contact: '王明 Wang Ming',
      phone: '0755-86668888',
      email: 'ops@bright-trading.example',
      address: '深圳市宝安区福永街道物流园 A 栋 Bldg A, Fuyong Logistics Park, Bao’an, Shenzhen',
      level: 'A',
      settlementMode: 'monthly',
      creditLine: '200000.00',
      initialBalance: '0.00',
      makeDocumentLimit: 20000,
      warnTips: '月结客户，超信用额度请联系销售 Monthly account: contact sales above the credit line',
      invoiceTitles: [
        {
          title: '深圳明亮贸易有限公司',
          taxNo: '91440300MA5DEMO01X',
          email: 'finance@bright-trading.example',
          address: '深圳市宝安区福永街道',
          phone: '0755-86668888',
          bank: '招商银行深圳分行',
          account: '755900000000001',
        },
      ],
      pickUpAddresses: [
        { address: '深圳市宝安区福永街道物流园 A 栋 3 号门', contact: '李师傅', phone: '13800138000' },
      ],
    })
    .returning({ id: customer.id });
  company.set('customer', 'C0001', c1!.id);
  const [c2] = await tx
    .insert(customer)
    .values({
      code: 'C0002',
      name: 'Minh Anh Logistics',
      fullName: 'Công ty TNHH Logistics Minh Anh',
      enableSysCodes: ['LMS'],
      features: [],
      contact: 'Nguyễn Minh Anh',
      phone: '+84 28 3822 0000',
      level: 'B',
      settlementMode: 'cash',
      creditLine: '0.00',
      customLoginPageUrl: '/login?c=C0002',
      loginPageConfig: {
        title: 'Minh Anh Logistics',
        welcome: 'Chào mừng quý khách / Welcome back',
        logoUrl: '',
      },
    })
    .returning({ id: customer.id });
  company.set('customer', 'C0002', c2!.id);
  const [c3] = await tx
    .insert(customer)
    .values({
      code: 'C0003',
      name: 'Hanoi Express',
      fullName: 'Công ty TNHH Chuyển phát nhanh Hà Nội Hanoi Express Co., Ltd.',
      enableSysCodes: ['LMS'],
      features: [],
      contact: 'Trần Văn Hùng',
      phone: '+84 24 3936 0000',
      email: 'accounts@hanoi-express.example',
      address: 'Số 12 Phố Huế, Hai Bà Trưng, Hà Nội 12 Hue Street, Hai Ba Trung, Hanoi',
      level: 'C',
      settlementMode: 'monthly',
      settlementCurrency: 'RMB',
      creditLine: '0.00',
      creditControl: 'block',
      autoArrearsDetain: true,
    })
    .returning({ id: customer.id });
  company.set('customer', 'C0003', c3!.id);
}

/** Who follows the demo customers: `service` follows C0002 only, so the "customers I follow" scope shows. */
export async function seedCompanyFollowers(tx: Tx, company: DemoCompany): Promise<void> {
  const id = (username: string) => company.id('user', username);
  const follow = {
    salesUserId: id('sales01'),
    service1UserId: id('service'),
    service2UserId: id('ops01'),
    receivableFinanceUserId: id('finance01'),
    salesAssistantUserId: id('assistant01'),
  };
  await tx
    .update(customer)
    .set({ ...follow, service1UserId: id('ops01') })
    .where(eq(customer.id, company.id('customer', 'C0001')));
  await tx
    .update(customer)
    .set(follow)
    .where(eq(customer.id, company.id('customer', 'C0002')));
}
