import { country, findEntity, recipient } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { searchableEntity } from './customer-filter.ts';
import { entityListView, toCriteria } from './entity-list-view.ts';
import { readViewState } from './list-view.ts';

describe('the staff customer filter of customer-scoped lists', () => {
  it('is added for staff only, on customer-scoped entities, when customers are an entity', () => {
    expect(searchableEntity(country, 'staff')).toBe(country);
    expect(searchableEntity(recipient, 'customer')).toBe(recipient);
    const staffView = searchableEntity(recipient, 'staff');
    if (!findEntity('customer')) {
      expect(staffView).toBe(recipient);
      return;
    }
    expect(staffView.fields.customerId).toMatchObject({
      type: 'ref',
      entity: 'customer',
      search: 'eq',
      form: false,
    });
    expect(staffView.fields.customerId!.label['en-US']).toBe('Customer');
    const id = '7f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    expect(
      toCriteria(
        staffView,
        readViewState(entityListView(staffView), new URLSearchParams(`customerId=${id}`)),
      ),
    ).toEqual({
      customerId: id,
    });
  });
});
