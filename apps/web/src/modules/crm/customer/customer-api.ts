import { type CustomerFeature, customer, type SysCode } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

const api = (action: string) => `${customer.api}/${action}`;

/** A user of a customer (the Users dialog). */
export type CustomerUser = {
  id: string;
  username: string;
  name: string;
  email: string | null;
  mobile: string | null;
  enabled: boolean;
  createdAt: string;
};

export type AddUserInput = {
  customerId: string;
  username: string;
  name: string;
  password: string;
  email?: string;
  mobile?: string;
};

/** What `batchUpdate` may set on many customers (follow users are set elsewhere). */
export type BatchUpdateValues = {
  level?: string;
  settlementMode?: string;
  detainStatus?: boolean;
  autoArrearsDetain?: boolean;
  chargeBillAutoConfirm?: boolean;
  enableSysCodes?: SysCode[];
  features?: CustomerFeature[];
};

export const customerUserKeys = {
  list: (customerId: string) => ['customer', 'users', customerId] as const,
};

export const generateApiKey = (id: string) =>
  post<{ customerKey: string; hint: string }>(api('generateApiKey'), { id });

export const batchUpdateCustomers = (ids: readonly string[], values: BatchUpdateValues) =>
  post<{ updated: number }>(api('batchUpdate'), { ids, values });

export const listCustomerUsers = (customerId: string) => post<CustomerUser[]>(api('users'), { customerId });

export const addCustomerUser = (input: AddUserInput) => post<CustomerUser>(api('addUser'), input);

export const resetCustomerUserPassword = (userId: string, password: string) =>
  post<null>(api('resetUserPassword'), { userId, password });

export const setCustomerUserEnabled = (userId: string, enabled: boolean) =>
  post<null>(api(enabled ? 'enableUser' : 'disableUser'), { ids: [userId] });
