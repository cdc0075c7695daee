import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the organisation: units, job positions, employees (spec back-office §1 OA, §3). */
export const ORGANIZATION_MESSAGES = {
  organizationParentCycle: {
    'zh-CN': '上级单位不能是本单位或其下级单位',
    'en-US': 'The parent unit cannot be the unit itself or one of its sub-units',
    'vi-VN': 'Đơn vị cấp trên không được là chính đơn vị này hoặc đơn vị cấp dưới của nó',
  },
  roleNotStaff: {
    'zh-CN': '{0}必须是员工角色',
    'en-US': '{0} must be a staff role',
    'vi-VN': '{0} phải là vai trò nhân viên',
  },
} as const satisfies Record<string, Message>;
