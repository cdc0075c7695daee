import { Permission } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { needsCustomerLabelSetting, onlyMakesDocuments, printableDocuments } from './waybill-print.ts';

const print = [Permission.lmsWaybillList, Permission.lmsWaybillPrint];
const noPrint = [Permission.lmsWaybillList, Permission.lmsWaybillOrder];

describe('printing from the waybill list and drawer', () => {
  it('staff with the print permission print labels and invoices whatever the customer setting', () => {
    expect(printableDocuments({ userType: 'staff', permissions: print }, undefined)).toEqual([
      'label',
      'invoice',
    ]);
    expect(printableDocuments({ userType: 'staff', permissions: print }, false)).toEqual([
      'label',
      'invoice',
    ]);
    expect(needsCustomerLabelSetting({ userType: 'staff', permissions: print })).toBe(false);
  });

  it('nobody prints without the print permission, and customers without it never ask the setting', () => {
    expect(printableDocuments({ userType: 'staff', permissions: noPrint }, true)).toEqual([]);
    expect(printableDocuments({ userType: 'customer', permissions: noPrint }, true)).toEqual([]);
    expect(needsCustomerLabelSetting({ userType: 'customer', permissions: noPrint })).toBe(false);
  });

  it('customers get the label only once the setting says it is allowed', () => {
    const customer = { userType: 'customer' as const, permissions: print };
    expect(needsCustomerLabelSetting(customer)).toBe(true);
    expect(printableDocuments(customer, true)).toEqual(['label', 'invoice']);
    expect(printableDocuments(customer, false)).toEqual(['invoice']);
    expect(printableDocuments(customer, undefined)).toEqual(['invoice']);
  });
});

describe('only make document', () => {
  it('a customer that may only make documents prints invoices, never labels', () => {
    const user = {
      userType: 'customer' as const,
      permissions: [Permission.lmsWaybillPrint],
      customer: { isOnlyMakeDocument: true },
    };
    expect(onlyMakesDocuments(user)).toBe(true);
    expect(printableDocuments(user, true)).toEqual(['invoice']);
    expect(printableDocuments({ ...user, customer: { isOnlyMakeDocument: false } }, true)).toEqual([
      'label',
      'invoice',
    ]);
    expect(onlyMakesDocuments({ userType: 'staff', customer: { isOnlyMakeDocument: true } })).toBe(false);
  });
});
