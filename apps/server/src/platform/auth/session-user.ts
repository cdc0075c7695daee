import type { UserType } from '@freightdesk/domain';

/** Who is calling: resolved from the `token` header on every non-public route. */
export type SessionUser = {
  sessionId: string;
  userId: string;
  username: string;
  name: string;
  userType: UserType;
  roleId: string | null;
  customerId: string | null;
  warehouseId: string | null;
  permissions: ReadonlySet<string>;
};
