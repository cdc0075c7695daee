import { hasPermission, Permission, type PrintDocumentType, type UserType } from '@freightdesk/domain';

/**
 * Who may print which document of a waybill from the list and the drawer (the server's rule of
 * `GET lms/document/label|invoice`): the print permission `lms/waybill/list:print`; customers get
 * the label only while the system setting `document.isAllowCustomerLabel` is on, and never when their
 * customer may only make documents.
 */

type Printer = {
  userType: UserType;
  permissions: readonly string[];
  customer?: { isOnlyMakeDocument?: boolean | number } | null;
};

/**
 * Whether the user is a customer's user that may only make documents: labels, pick-up requests and
 * sending are left to staff (the server refuses them).
 */
export const onlyMakesDocuments = (user: Pick<Printer, 'userType' | 'customer'>) =>
  user.userType === 'customer' && Boolean(user.customer?.isOnlyMakeDocument);

/** Whether the screen must ask the server for `isAllowCustomerLabel` (customers who may print). */
export function needsCustomerLabelSetting(user: Printer): boolean {
  return user.userType === 'customer' && hasPermission(user.permissions, Permission.lmsWaybillPrint);
}

/**
 * The documents the user may print, label first. A customer's label waits for the setting: while
 * it is unknown (loading, or its call failed) the label is not offered.
 */
export function printableDocuments(
  user: Printer,
  allowCustomerLabel: boolean | undefined,
): PrintDocumentType[] {
  if (!hasPermission(user.permissions, Permission.lmsWaybillPrint)) return [];
  if (user.userType === 'customer' && (allowCustomerLabel !== true || onlyMakesDocuments(user)))
    return ['invoice'];
  return ['label', 'invoice'];
}
