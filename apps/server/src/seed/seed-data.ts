import type { Language } from '@freightdesk/domain';

type Names = Record<Language, string>;
const n = (zh: string, en: string, vi: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });

/** Scopes that need no demo data. */
export const SEED_SCOPES = [
  { code: 'all', type: 'all', name: n('全部数据', 'All records', 'Tất cả dữ liệu') },
  { code: 'self', type: 'employee', name: n('本人数据', 'My records', 'Dữ liệu của tôi') },
  { code: 'myRole', type: 'role', name: n('本角色数据', 'Records of my role', 'Dữ liệu cùng vai trò') },
  {
    code: 'followed',
    type: 'followed',
    name: n('我跟进的客户', 'Customers I follow', 'Khách hàng tôi theo dõi'),
  },
  {
    code: 'department',
    type: 'department',
    name: n('本部门及下级部门', 'My department and sub-departments', 'Phòng ban của tôi và cấp dưới'),
  },
] as const;
