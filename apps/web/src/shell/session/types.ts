import type { CustomerFeature, SysCode, UserType } from '@freightdesk/domain';

/** `user` of `GET user/user/current` (docs/platform-api.md). */
export type User = {
  id: string;
  code: string;
  username: string;
  name: string;
  userType: UserType;
  email?: string | null;
  mobile?: string | null;
  sex?: number | null;
  roleId?: string | null;
  roleName?: string | null;
  warehouseId?: string | null;
  warehouseName?: string | null;
  loginModes?: string[];
  customerId?: string | null;
};

export type Customer = {
  id: string;
  code: string;
  name: string;
  fullName?: string | null;
  isOnlyMakeDocument?: boolean | number;
  salesName?: string | null;
  service1UserName?: string | null;
  service2UserName?: string | null;
  receivableFinanceName?: string | null;
  salesAssistantName?: string | null;
  enableSysCodes: SysCode[];
  features: CustomerFeature[];
  customLoginPageUrl?: string | null;
  /** An API key was made for the customer (the API documentation is shown). */
  hasApiKey?: boolean;
};

export type CurrentUser = { user: User; userType: UserType; customer?: Customer | null };

/** What the shell knows about the signed-in user of the current area. */
export type SessionState = {
  userType: UserType;
  user: User;
  customer: Customer | null;
  permissions: string[];
};
