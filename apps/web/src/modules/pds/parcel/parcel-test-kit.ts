/** Rows and answers of the parcel screen tests (jsdom). */

const ROW = {
  customerId: '00000000-0000-4000-8000-0000000000c1',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  customerNo: null,
  productId: '00000000-0000-4000-8000-0000000000p1',
  productName: 'FD US Parcel',
  channelId: null,
  channelName: 'Sandbox Parcel',
  destination: 'US',
  pieceCount: 1,
  chargeWeight: '2.000',
  endShipManifestCode: null,
  isEndShipManifest: false,
  orderTime: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
};

export const MADE = {
  ...ROW,
  id: '00000000-0000-4000-8000-000000000001',
  waybillNo: 'PD0001',
  status: 'made',
  trackNo: 'SBX0001',
  labelError: null,
};
export const FAILED = {
  ...ROW,
  id: '00000000-0000-4000-8000-000000000002',
  waybillNo: 'PD0002',
  status: 'failed',
  trackNo: null,
  labelError: 'SBX-1001 The postcode is not served',
};

/** The detail of the failed parcel: fees in two currencies and their totals. */
export const FAILED_DETAIL = {
  info: {
    ...FAILED,
    sender: { name: 'Li Ming', city: 'Shenzhen', countryCode: 'CN' },
    recipient: { name: 'John Smith', city: 'Los Angeles', countryCode: 'US' },
    fbaShipmentId: null,
    labelDescription: 'Gift',
    orderRemark: null,
    endShipManifestConfirmTime: null,
    fileTypes: [],
    subTrackNos: [],
  },
  fees: [
    { id: 'f1', subjectName: 'freight', value: '90.00', currency: 'RMB', formula: null, status: 0 },
    { id: 'f2', subjectName: 'fuel', value: '10.80', currency: 'RMB', formula: null, status: 0 },
    { id: 'f3', subjectName: 'remote', value: '5.00', currency: 'USD', formula: null, status: 0 },
  ],
  feeTotals: [
    { currency: 'RMB', total: '100.80' },
    { currency: 'USD', total: '5.00' },
  ],
};

/** The list's answers: two parcels, counts per status. */
export const listAnswer = (path: string) => {
  if (path.startsWith('pds/pdsWaybill/search'))
    return { records: [MADE, FAILED], total: 2, page: 1, size: 50 };
  if (path.startsWith('pds/pdsWaybill/statusGroup')) return { all: 7, made: 5, failed: 2 };
  if (path.startsWith('pds/pdsWaybill/findById')) return FAILED_DETAIL;
  if (path.startsWith('pds/pdsWaybill/cancel'))
    return [{ id: MADE.id, waybillNo: MADE.waybillNo, ok: true, status: 'cancelled' }];
  return null;
};
