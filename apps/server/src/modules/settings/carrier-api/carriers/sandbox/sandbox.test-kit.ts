import type { CarrierShipment } from '../../connector.ts';

/** A small shipment for tests: two pieces, Shenzhen → Los Angeles. */
export function testShipment(over: Partial<CarrierShipment> = {}): CarrierShipment {
  return {
    reference: 'FD2611280001',
    shipper: {
      name: 'Li Lei',
      company: 'FreightDesk Demo',
      phone: '+86 755 1234 5678',
      lines: ['1 Keji Road'],
      city: 'Shenzhen',
      postcode: '518000',
      countryCode: 'CN',
    },
    receiver: {
      name: 'Jane Doe',
      phone: '+1 213 555 0100',
      lines: ['100 Main Street'],
      city: 'Los Angeles',
      state: 'CA',
      postcode: '90012',
      countryCode: 'US',
    },
    pieces: [
      { weight: '2.300', length: '30', width: '20', height: '10' },
      { weight: '1.100', length: '20', width: '20', height: '10' },
    ],
    commodities: [
      { description: 'Phone case', quantity: 10, unitValue: '2.50', currency: 'USD', weight: '0.100' },
    ],
    serviceCode: 'SBX-EXP',
    shipDate: '2026-11-28',
    labelFormat: 'pdf',
    ...over,
  };
}
