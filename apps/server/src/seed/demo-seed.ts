import type { LoginMode, UserType } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import { jobPositionTable } from '#modules/oa/organization/job-position.schema.ts';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { role } from '#modules/oa/role/role.schema.ts';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import type { Tx } from '#platform/db/db.ts';
import { permissionScope } from '#platform/permissions/permission-scope.schema.ts';

type DemoUser = {
  username: string;
  /** Known demo password; users without one get a random password nobody knows. */
  password?: string;
  code: string;
  name: string;
  userType: UserType;
  role: string;
  customer?: 'C0001' | 'C0002';
  loginModes: LoginMode[];
  email?: string;
  mobile?: string;
  sex?: 0 | 1;
  /** Staff: department and job position codes (DEMO_DEPARTMENTS, DEMO_JOB_POSITIONS), warehouse codes. */
  department?: string;
  jobPosition?: string;
  warehouses?: string[];
};

/** Demo departments under the headquarters (the headquarters and warehouses are seeded everywhere). */
export const DEMO_DEPARTMENTS = [
  { code: 'SALES', name: '销售部 Sales', sort: 1 },
  { code: 'CS', name: '客服部 Customer Service', sort: 2 },
  { code: 'OPS', name: '操作部 Operations', sort: 3 },
  { code: 'FIN', name: '财务部 Finance', sort: 4 },
] as const;

/** Demo job positions: department code and approval role codes. */
export const DEMO_JOB_POSITIONS = [
  { code: 'SALESREP', name: '销售代表 Sales representative', department: 'SALES', approvalRoles: ['admin'] },
  { code: 'CSREP', name: '客服专员 Customer service agent', department: 'CS', approvalRoles: ['admin'] },
  { code: 'OPERATOR', name: '操作员 Operator', department: 'OPS', approvalRoles: ['customerService'] },
  { code: 'ACCOUNTANT', name: '会计 Accountant', department: 'FIN', approvalRoles: ['admin'] },
] as const;

/** The demo company's people; the first four are the printed demo sign-ins. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    password: 'Admin@123',
    code: 'E0001',
    name: '系统管理员 Admin',
    userType: 'staff',
    role: 'admin',
    department: 'HQ',
    warehouses: ['SZX', 'HKG'],
    loginModes: ['normal', 'safe', 'wechat'],
    email: 'admin@freightdesk.example',
    sex: 0,
  },
  {
    username: 'service',
    password: 'Service@123',
    code: 'E0002',
    name: '王芳 Wang Fang',
    userType: 'staff',
    role: 'customerService',
    department: 'CS',
    jobPosition: 'CSREP',
    warehouses: ['SZX'],
    loginModes: ['normal', 'safe'],
    email: 'wang.fang@freightdesk.example',
    mobile: '13800000002',
    sex: 1,
  },
  {
    username: 'demo',
    password: 'Demo@123',
    code: 'C0001-01',
    name: '李明 Li Ming',
    userType: 'customer',
    role: 'customerDefault',
    customer: 'C0001',
    loginModes: ['normal', 'wechat'],
    email: 'li.ming@bright-trading.example',
    sex: 0,
  },
  {
    username: 'lmsonly',
    password: 'Lms@1234',
    code: 'C0002-01',
    name: 'Nguyễn Minh Anh',
    userType: 'customer',
    role: 'customerDefault',
    customer: 'C0002',
    loginModes: ['normal'],
    email: 'minhanh@minhanh-logistics.example',
    sex: 1,
  },
  {
    username: 'sales01',
    code: 'E0003',
    name: '张伟 Zhang Wei',
    userType: 'staff',
    role: 'customerService',
    department: 'SALES',
    jobPosition: 'SALESREP',
    warehouses: ['SZX'],
    loginModes: ['normal'],
    sex: 0,
  },
  {
    username: 'ops01',
    code: 'E0004',
    name: '赵磊 Zhao Lei',
    userType: 'staff',
    role: 'customerService',
    department: 'OPS',
    jobPosition: 'OPERATOR',
    warehouses: ['SZX', 'HKG'],
    loginModes: ['normal'],
    sex: 0,
  },
  {
    username: 'finance01',
    code: 'E0005',
    name: '陈静 Chen Jing',
    userType: 'staff',
    role: 'customerService',
    department: 'FIN',
    jobPosition: 'ACCOUNTANT',
    loginModes: ['normal'],
    sex: 1,
  },
  {
    username: 'assistant01',
    code: 'E0006',
    name: '刘洋 Liu Yang',
    userType: 'staff',
    role: 'customerService',
    department: 'SALES',
    jobPosition: 'SALESREP',
    loginModes: ['normal'],
    sex: 1,
  },
];

/** The demo sign-ins printed at start. */
export const DEMO_SIGN_INS = DEMO_USERS.filter((u) => u.password).map((u) => ({
  username: u.username,
  password: u.password!,
  userType: u.userType,
}));

/** Creates the demo customers, users (passwords pre-hashed), warehouses of jurisdiction, scopes and messages. */
export async function seedDemo(tx: Tx, hashes: Map<string, string>): Promise<void> {
  const roles = new Map(
    (await tx.select({ id: role.id, code: role.code }).from(role)).map((r) => [r.code, r.id]),
  );
  const orgs = new Map(
    (await tx.select({ id: organization.id, code: organization.code }).from(organization)).map((o) => [
      o.code,
      o.id,
    ]),
  );
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
      makeDocumentLimit: 500,
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
  const customers = { C0001: c1!.id, C0002: c2!.id };

  const hq = orgs.get('HQ')!;
  for (const d of DEMO_DEPARTMENTS) {
    const [row] = await tx
      .insert(organization)
      .values({ ...d, type: 'department', parentId: hq })
      .returning({ id: organization.id });
    orgs.set(d.code, row!.id);
  }
  await tx.update(organization).set({ parentId: hq }).where(eq(organization.type, 'warehouse'));
  const positions = new Map<string, string>();
  for (const p of DEMO_JOB_POSITIONS) {
    const [row] = await tx
      .insert(jobPositionTable)
      .values({
        code: p.code,
        name: p.name,
        departmentId: orgs.get(p.department)!,
        approvalRoleIds: p.approvalRoles.map((r) => roles.get(r)!),
      })
      .returning({ id: jobPositionTable.id });
    positions.set(p.code, String(row!.id));
  }

  const ids = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(appUser)
      .values({
        code: u.code,
        username: u.username,
        passwordHash: hashes.get(u.username)!,
        name: u.name,
        userType: u.userType,
        email: u.email,
        mobile: u.mobile,
        sex: u.sex,
        roleId: roles.get(u.role)!,
        departmentId: u.department ? orgs.get(u.department) : null,
        jobPositionId: u.jobPosition ? positions.get(u.jobPosition) : null,
        warehouseIds: (u.warehouses ?? []).map((w) => orgs.get(w)!),
        warehouseId: u.userType === 'staff' ? orgs.get('SZX') : null,
        customerId: u.customer ? customers[u.customer] : null,
        loginModes: u.loginModes,
      })
      .returning({ id: appUser.id });
    ids.set(u.username, row!.id);
  }
  const id = (username: string) => ids.get(username)!;
  const follow = {
    salesUserId: id('sales01'),
    service1UserId: id('service'),
    service2UserId: id('ops01'),
    receivableFinanceUserId: id('finance01'),
    salesAssistantUserId: id('assistant01'),
  };
  // `service` follows C0002 only and its role grants "customers I follow": the demo shows the scope
  await tx
    .update(customer)
    .set({ ...follow, service1UserId: id('ops01') })
    .where(eq(customer.id, customers.C0001));
  await tx.update(customer).set(follow).where(eq(customer.id, customers.C0002));
  await tx
    .update(role)
    .set({ dataScopes: ['followed'] })
    .where(eq(role.code, 'customerService'));
  await tx.insert(permissionScope).values([
    {
      code: 'serviceTeam',
      type: 'specifiedEmployee',
      name: { 'zh-CN': '客服组', 'en-US': 'Service team', 'vi-VN': 'Nhóm chăm sóc khách hàng' },
      config: { userIds: [id('service'), id('ops01')] },
    },
    {
      code: 'keyAccounts',
      type: 'customer',
      name: { 'zh-CN': '重点客户', 'en-US': 'Key accounts', 'vi-VN': 'Khách hàng trọng điểm' },
      config: { customerIds: [customers.C0001] },
    },
  ]);
  await tx.insert(userMessage).values([
    { userId: id('admin'), title: 'Welcome to FreightDesk', content: 'Your demo company is ready.' },
    { userId: id('demo'), title: '欢迎使用飞达物流', content: 'Your customer account C0001 is ready.' },
  ]);
}
