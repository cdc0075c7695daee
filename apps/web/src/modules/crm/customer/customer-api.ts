import { CUSTOMER_API, type EndpointInput, type EndpointOutput } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A user of a customer (the Users dialog). */
export type CustomerUser = EndpointOutput<typeof CUSTOMER_API.users>[number];

export type AddUserInput = {
  customerId: string;
  username: string;
  name: string;
  password: string;
  email?: string;
  mobile?: string;
};

/** What `batchUpdate` may set on many customers (follow users are set elsewhere). */
export type BatchUpdateValues = Omit<
  EndpointInput<typeof CUSTOMER_API.batchUpdate>['values'],
  'salesUserId' | 'service1UserId' | 'service2UserId' | 'receivableFinanceUserId' | 'salesAssistantUserId'
>;

export const customerUserKeys = {
  list: (customerId: string) => ['customer', 'users', customerId] as const,
};

export const generateApiKey = (id: string) => callEndpoint(CUSTOMER_API.generateApiKey, { id });

export const batchUpdateCustomers = (ids: readonly string[], values: BatchUpdateValues) =>
  callEndpoint(CUSTOMER_API.batchUpdate, { ids: [...ids], values });

export const listCustomerUsers = (customerId: string) => callEndpoint(CUSTOMER_API.users, { customerId });

export const addCustomerUser = (input: AddUserInput) => callEndpoint(CUSTOMER_API.addUser, input);

export const resetCustomerUserPassword = (userId: string, password: string) =>
  callEndpoint(CUSTOMER_API.resetUserPassword, { userId, password });

export const setCustomerUserEnabled = (userId: string, enabled: boolean) =>
  callEndpoint(enabled ? CUSTOMER_API.enableUser : CUSTOMER_API.disableUser, { ids: [userId] });
