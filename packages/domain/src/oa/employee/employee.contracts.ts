import { z } from 'zod';
import { nullAnswer } from '../../platform/answers.ts';
import { PASSWORD_MAX_LENGTH } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { employee } from './employee.entity.ts';

/** A password as payloads carry it (the strength rule is checked with its own message). */
export const passwordValue = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const employeePasswordPayload = z.object({ id: z.uuid(), password: passwordValue });

/** Employee actions beyond the generic ones (`updateRole` and `authDevice` live with users and devices). */
export const EMPLOYEE_API = {
  resetPassword: defineEndpoint({
    method: 'POST',
    url: `/${employee.api}/resetPassword`,
    input: employeePasswordPayload,
    output: nullAnswer,
    summary: 'Employee: set a new password (password rule) and end its sessions',
  }),
};
