import type { LoginMode, UserType } from '@freightdesk/domain';
import type { Tx } from '#platform/db/db.ts';
import type { DemoCompany } from '#platform/demo-company.ts';
import { appUser } from './user.schema.ts';

type DemoUser = {
  username: string;
  /** Known demo password; users without one get a random password nobody knows. */
  password?: string;
  code: string;
  name: string;
  userType: UserType;
  role: string;
  customer?: 'C0001' | 'C0002' | 'C0003';
  loginModes: LoginMode[];
  email?: string;
  mobile?: string;
  sex?: 0 | 1;
  /** Staff: department and job position codes (oa/organization: DEMO_DEPARTMENTS, DEMO_JOB_POSITIONS), warehouse codes. */
  department?: string;
  jobPosition?: string;
  warehouses?: string[];
};

/** The demo company's people; those with a password are the printed demo sign-ins. */
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
    username: 'arrears',
    password: 'Arrears@123',
    code: 'C0003-01',
    name: 'Trần Văn Hùng',
    userType: 'customer',
    role: 'customerDefault',
    customer: 'C0003',
    loginModes: ['normal'],
    email: 'hung.tran@hanoi-express.example',
    sex: 0,
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

/** The demo company's people (passwords hashed before the transaction: `company.hashes`). */
export async function seedCompanyUsers(tx: Tx, company: DemoCompany): Promise<void> {
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(appUser)
      .values({
        code: u.code,
        username: u.username,
        passwordHash: company.hashes.get(u.username)!,
        name: u.name,
        userType: u.userType,
        email: u.email,
        mobile: u.mobile,
        sex: u.sex,
        roleId: company.id('role', u.role),
        departmentId: u.department ? company.id('org', u.department) : null,
        jobPositionId: u.jobPosition ? company.id('position', u.jobPosition) : null,
        warehouseIds: (u.warehouses ?? []).map((w) => company.id('org', w)),
        warehouseId: u.userType === 'staff' ? company.id('org', 'SZX') : null,
        customerId: u.customer ? company.id('customer', u.customer) : null,
        loginModes: u.loginModes,
      })
      .returning({ id: appUser.id });
    company.set('user', u.username, row!.id);
  }
}
