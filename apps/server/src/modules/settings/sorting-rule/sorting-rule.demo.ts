import type { DemoRow } from '#platform/module.ts';

/** Demo sorting rules: US west-coast postcodes, the rest of the US, Britain, and everything else. */
export const DEMO_SORTING_RULES: DemoRow[] = [
  {
    name: 'US west',
    priority: 10,
    sortType: 'zone',
    sortCode: 'US-WEST',
    condition: {
      all: [
        { field: 'destinationCountry', op: 'eq', value: 'US' },
        { field: 'destinationPostcode', op: 'startsWith', value: '9' },
      ],
    },
  },
  {
    name: 'US other',
    priority: 20,
    sortType: 'country',
    sortCode: 'US-EAST',
    condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] },
  },
  {
    name: 'Britain',
    priority: 30,
    sortType: 'country',
    sortCode: 'GB',
    condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'GB' }] },
  },
  { name: 'Everything else', priority: 900, sortType: 'perBill', sortCode: 'A1', condition: { all: [] } },
];
