import { Permission } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#web/app/route-table.ts';
import { commonStatusActions, shownWaybillColumns, waybillListLinks } from './list-model.ts';

describe('waybill list columns', () => {
  it('customers never see the staff customer column, even when saved settings list it', () => {
    const keys = (cols: { key: string }[]) => cols.map((c) => c.key);
    expect(keys(shownWaybillColumns('staff', null))).toContain('customer');
    const settings = { order: ['customer', 'status', 'waybillNo'], hidden: ['trackNo'] };
    const staff = keys(shownWaybillColumns('staff', settings));
    expect(staff.slice(0, 3)).toEqual(['customer', 'status', 'waybillNo']);
    expect(staff).not.toContain('trackNo');
    const customer = keys(shownWaybillColumns('customer', settings));
    expect(customer).not.toContain('customer');
    expect(customer.slice(0, 2)).toEqual(['status', 'waybillNo']);
  });

  it('shows the finance columns only with the fee-list permissions they need', () => {
    const keys = (cols: { key: string }[]) => cols.map((c) => c.key);
    const both = [Permission.customerFeeList, Permission.agentFeeList];
    expect(keys(shownWaybillColumns('staff', null))).not.toContain('customerFeeTotal');
    expect(keys(shownWaybillColumns('staff', null, both)).slice(-3)).toEqual([
      'customerFeeTotal',
      'agentFeeTotal',
      'profit',
    ]);
    expect(keys(shownWaybillColumns('staff', null, [Permission.customerFeeList]))).not.toContain('profit');
    expect(keys(shownWaybillColumns('customer', null, both))).not.toContain('profit');
  });
});

describe('status actions of the selection', () => {
  const operate = [Permission.lmsWaybillList, Permission.lmsWaybillOperate];
  it('intersects the actions of the selected statuses', () => {
    expect(commonStatusActions(['received'], operate)).toContain('send');
    expect(commonStatusActions(['received', 'order'], operate)).not.toContain('send');
    expect(commonStatusActions(['departure', 'arrival'], operate)).toEqual(
      expect.arrayContaining(['transit', 'deliver', 'raiseException']),
    );
    expect(commonStatusActions([], operate)).toEqual([]);
  });

  it('leaves out the receive scan and rejections, and what the permissions do not allow', () => {
    expect(commonStatusActions(['order'], operate)).not.toContain('receive');
    expect(commonStatusActions(['waitConfirm'], operate)).not.toContain('rejectWeight');
    expect(commonStatusActions(['received'], [Permission.lmsWaybillList])).toEqual([]);
    expect(commonStatusActions(['waitConfirmWaybill'], [Permission.lmsWaybillConfirm])).toEqual([
      'confirmWaybill',
    ]);
  });
});

describe('toolbar links to the order and import screens', () => {
  const both = [Permission.lmsWaybillList, Permission.lmsWaybillOrder, Permission.lmsWaybillImport];
  const lms = { enableSysCodes: ['LMS'], features: [] } as never;

  it('staff go to the staff screens, customers to the portal screens', () => {
    expect(waybillListLinks(ROUTES, { userType: 'staff', permissions: both, customer: null })).toEqual([
      { key: 'order', path: '/lms/order' },
      { key: 'import', path: '/lms/waybill/import' },
    ]);
    expect(waybillListLinks(ROUTES, { userType: 'customer', permissions: both, customer: lms })).toEqual([
      { key: 'order', path: '/client/lms/order' },
      { key: 'import', path: '/client/lms/waybill/import' },
    ]);
  });

  it('a link needs the screen’s permission (and for customers the LMS system)', () => {
    const orderOnly = [Permission.lmsWaybillList, Permission.lmsWaybillOrder];
    expect(waybillListLinks(ROUTES, { userType: 'staff', permissions: orderOnly, customer: null })).toEqual([
      { key: 'order', path: '/lms/order' },
    ]);
    expect(
      waybillListLinks(ROUTES, {
        userType: 'staff',
        permissions: [Permission.lmsWaybillList],
        customer: null,
      }),
    ).toEqual([]);
    const noLms = { enableSysCodes: [], features: [] } as never;
    expect(waybillListLinks(ROUTES, { userType: 'customer', permissions: both, customer: noLms })).toEqual(
      [],
    );
  });
});
