import type { DemoRow } from '#platform/module.ts';

/** Demo agents and the address books of the demo customer C0001. */

export const DEMO_AGENTS: DemoRow[] = [
  {
    code: 'SZHEAD',
    name: '深圳速达头程',
    agentTypes: ['head', 'customs'],
    contact: '黄经理',
    phone: '0755-88886666',
    email: 'ops@sd-head.example',
    settlementCurrency: 'RMB',
  },
  {
    code: 'USDLV',
    name: 'West Coast Delivery LLC',
    agentTypes: ['clearance', 'delivery'],
    contact: 'Mike Brown',
    phone: '+1 310 555 0100',
    email: 'dispatch@wcd.example',
    settlementCurrency: 'USD',
  },
  {
    code: 'DEDLV',
    name: 'Hanse Zustellung GmbH',
    agentTypes: ['delivery'],
    contact: 'Anna Schmidt',
    phone: '+49 40 5550100',
    email: 'kontakt@hanse-zustellung.example',
    settlementCurrency: 'EUR',
  },
];

/** Address book rows of the demo customer C0001. */
export const DEMO_RECIPIENTS: DemoRow[] = [
  {
    name: 'John Smith',
    company: 'Smith Retail Inc',
    phone: '+1 213 555 0147',
    email: 'john@smith-retail.example',
    countryId: 'US',
    state: 'CA',
    city: 'Los Angeles',
    postcode: '90001',
    address1: '1200 S Figueroa St',
  },
  {
    name: 'Lena Müller',
    company: 'Müller Handel',
    phone: '+49 40 555 0199',
    countryId: 'DE',
    state: 'Hamburg',
    city: 'Hamburg',
    postcode: '20095',
    address1: 'Mönckebergstraße 7',
  },
];

export const DEMO_SENDERS: DemoRow[] = [
  {
    name: 'Li Ming',
    company: 'Bright Trading',
    phone: '13800000001',
    email: 'li.ming@bright-trading.example',
    countryId: 'CN',
    state: 'Guangdong',
    city: 'Shenzhen',
    postcode: '518000',
    address1: '8 Kefa Road, Nanshan District',
    address2: 'Science Park',
  },
];

export const DEMO_NOTIFIERS: DemoRow[] = [
  {
    name: 'Smith Receiving Dept',
    company: 'Smith Retail Inc',
    phone: '+1 213 555 0148',
    countryId: 'US',
    city: 'Los Angeles',
    postcode: '90001',
    address1: '1200 S Figueroa St',
  },
];
