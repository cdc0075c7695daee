/** Permission codes of the employee list (the list and its actions also come from the employee entity). */
export const EMPLOYEE_PERMISSION_CODES = {
  employeeList: 'oa/employeeList',
  employeeUpdateRole: 'oa/employeeList:updateRole',
  employeeResetPassword: 'oa/employeeList:resetPassword',
  employeeAuthDevice: 'oa/employeeList:authDevice',
} as const;
