import { describe, expect, it } from 'vitest';
import {
  addressFromBook,
  checkOrderForm,
  commodityRowTotal,
  emptyOrderForm,
  invoiceFormTotal,
  type OrderFormValues,
  pieceRowMessages,
  pieceVolumeWeight,
  toOrderPayload,
} from './order-form.ts';

const PRODUCT = '5b0c7d2e-4a1f-4c3b-9d8e-1f2a3b4c5d6e';
const isEuCountry = (code: string) => ['DE', 'FR'].includes(code);

function filledForm(over: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderForm(),
    productId: PRODUCT,
    customerNo: '  PO-7 ',
    sender: { name: 'Li Ming', countryCode: 'CN', city: 'Shenzhen', address1: 'Fuyong Park', company: '' },
    recipient: {
      name: 'John Smith',
      countryCode: 'US',
      city: 'Los Angeles',
      address1: '1 Main Street',
      addressType: 'residential',
    },
    invoice: { declareValue: '120', declareCurrency: 'USD', declareFreightFee: '10.5' },
    pieces: [
      { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
      { orderActualWeight: null, orderLength: null, orderWidth: undefined, orderHeight: '' },
    ],
    commodities: [
      {
        nameEn: 'Cotton T-shirt',
        quantity: 10,
        unitPrice: '5',
        origin: 'CN',
        unit: 'PCS',
        goodsDescs: ['衣服'],
      },
    ],
    ...over,
  };
}

describe('order form ↔ payload', () => {
  it('a new form has one piece, one commodity line (quantity 1, origin CN, PCS) and USD; kept values stay', () => {
    const form = emptyOrderForm({ customerId: 'c1', productId: 'p1' });
    expect(form.pieces).toEqual([{}]);
    expect(form.commodities).toEqual([{ quantity: 1, unit: 'PCS', origin: 'CN', goodsDescs: [] }]);
    expect(form.invoice).toEqual({ declareCurrency: 'USD' });
    expect(form).toMatchObject({ customerId: 'c1', productId: 'p1', recipient: { addressType: 'system' } });
  });

  it('maps values to the payload: blanks left out, text trimmed, empty boxes dropped, goods descriptions kept', () => {
    const boxes = [
      { commodities: [] },
      {
        boxNo: ' B1 ',
        actualWeight: '2',
        commodities: [{ nameEn: ' Mug ', quantity: 2, unitPrice: '4', nameCn: '' }],
      },
    ];
    const payload = toOrderPayload(filledForm({ boxes }));
    expect(payload.customerNo).toBe('PO-7');
    expect(payload.sender).toEqual({
      name: 'Li Ming',
      countryCode: 'CN',
      city: 'Shenzhen',
      address1: 'Fuyong Park',
    });
    expect(payload.pieces).toEqual([
      { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
      {},
    ]);
    expect(payload.boxes).toEqual([
      {
        boxNo: 'B1',
        actualWeight: '2',
        commodities: [{ nameEn: 'Mug', quantity: 2, unitPrice: '4', goodsDescs: [] }],
      },
    ]);
    expect(payload.commodities).toEqual([
      {
        nameEn: 'Cotton T-shirt',
        quantity: 10,
        unitPrice: '5',
        origin: 'CN',
        unit: 'PCS',
        goodsDescs: ['衣服'],
      },
    ]);
    expect(payload).not.toHaveProperty('customerId');
  });

  it('a valid form parses into the payload the server takes (decimals at their scale)', () => {
    const check = checkOrderForm(filledForm(), { lang: 'en-US', isEuCountry });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.payload.pieces[0]).toMatchObject({ orderActualWeight: '8.000', orderLength: '50.000' });
    expect(check.payload.invoice).toMatchObject({ declareValue: '120.00', declareFreightFee: '10.50' });
    expect(check.payload.recipient.addressType).toBe('residential');
  });

  it('a book entry fills the address, its tax number as tax number 1, keeping the address type', () => {
    const none = { phone: null, email: null, state: null, postcode: null, address2: null, address3: null };
    const entry = {
      ...none,
      id: 'x',
      name: 'John Smith',
      company: null,
      countryCode: 'US',
      city: 'LA',
      address1: '1 Main St',
      taxNo: 'T1',
    };
    expect(addressFromBook(entry, 'business')).toMatchObject({
      name: 'John Smith',
      company: undefined,
      countryCode: 'US',
      city: 'LA',
      taxNo1: 'T1',
      addressType: 'business',
    });
  });
});

describe('client-side rules: the server messages', () => {
  it('a piece with only the length filled gets its row message, in the language of the user', () => {
    const pieces = [
      { orderActualWeight: '1', orderLength: '1', orderWidth: '1', orderHeight: '1' },
      { orderLength: '20' },
    ];
    expect(pieceRowMessages(pieces, 'en-US')).toEqual([
      undefined,
      'Row 2: weight, length, width and height must be all filled or all empty',
    ]);
    expect(pieceRowMessages(pieces, 'zh-CN')[1]).toMatch(/2/);
    expect(pieceRowMessages(pieces, 'zh-CN')[1]).not.toBe(pieceRowMessages(pieces, 'en-US')[1]);
    const check = checkOrderForm(filledForm({ pieces }), { lang: 'en-US', isEuCountry });
    expect(check).toEqual({
      ok: false,
      message: 'Row 2: weight, length, width and height must be all filled or all empty',
    });
  });

  it('a zero measure, an EU recipient without EU destination and no commodity are refused as the server does', () => {
    const zero = filledForm({
      pieces: [{ orderActualWeight: '0', orderLength: '1', orderWidth: '1', orderHeight: '1' }],
    });
    expect(checkOrderForm(zero, { lang: 'en-US', isEuCountry })).toMatchObject({
      message: 'Row 1: weight and size must be greater than 0',
    });
    const eu = filledForm({ recipient: { ...filledForm().recipient, countryCode: 'DE' } });
    expect(checkOrderForm(eu, { lang: 'en-US', isEuCountry })).toMatchObject({
      message: 'EU destination is required for EU countries',
    });
    expect(checkOrderForm({ ...eu, euDestination: 'DE' }, { lang: 'en-US', isEuCountry }).ok).toBe(true);
    expect(checkOrderForm(filledForm({ commodities: [] }), { lang: 'en-US', isEuCountry })).toMatchObject({
      message: 'At least one commodity line is required',
    });
    const boxLines = filledForm({
      commodities: [],
      boxes: [{ boxNo: 'B1', commodities: [{ nameEn: 'Mug', quantity: 2, unitPrice: '4' }] }],
    });
    expect(checkOrderForm(boxLines, { lang: 'en-US', isEuCountry }).ok).toBe(true);
  });

  it('payload problems name the field (and the row of a list)', () => {
    const noName = filledForm({
      commodities: [filledForm().commodities![0]!, { quantity: 1, unitPrice: '1' }],
    });
    expect(checkOrderForm(noName, { lang: 'en-US', isEuCountry })).toEqual({
      ok: false,
      message: 'Commodities 2: English name cannot be empty',
    });
    const long = filledForm({ sender: { ...filledForm().sender, name: 'x'.repeat(36) } });
    const msg = checkOrderForm(long, { lang: 'en-US', isEuCountry });
    expect(msg.ok ? '' : msg.message).toContain('35');
    expect(checkOrderForm(filledForm({ productId: undefined }), { lang: 'en-US', isEuCountry }).ok).toBe(
      false,
    );
  });
});

describe('computed cells', () => {
  it('volume weight with the product divisor once the size is complete', () => {
    expect(pieceVolumeWeight({ orderLength: '50', orderWidth: '40', orderHeight: '30' }, 6000)).toBe(
      '10.000',
    );
    expect(pieceVolumeWeight({ orderLength: '50', orderWidth: '40' }, 6000)).toBe('');
    expect(pieceVolumeWeight({ orderLength: '50', orderWidth: '40', orderHeight: '30' }, undefined)).toBe('');
  });

  it('commodity total = quantity × unit price; invoice total = value + fees (2 decimals)', () => {
    expect(commodityRowTotal({ quantity: 3, unitPrice: '17.505' })).toBe('52.52');
    expect(commodityRowTotal({ quantity: null, unitPrice: '1' })).toBe('');
    expect(invoiceFormTotal({ declareValue: '120', declareFreightFee: '10.5', declareOtherFee: 'x' })).toBe(
      '130.50',
    );
    expect(invoiceFormTotal({ declareValue: null })).toBe('');
  });
});
