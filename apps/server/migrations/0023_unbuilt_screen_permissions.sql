-- Issue 13: roles no longer hold the codes of screens that are not built (parcel, e-commerce,
-- value-added, bill, balance, payment, point and e-commerce authorisation screens) nor their empty
-- groups; the grant tree no longer offers them. Data only: the codes return with their screens.
DELETE FROM "role_permission" WHERE "permission" IN (
  'pds', 'pds/waybill/order', 'pds/waybill/batchOrder', 'pds/waybill/list', 'pds/endShipManifest',
  'ecom', 'ecom/order', 'addService', 'addService/declareManage', 'addService/policyManage',
  'fms/balanceFlow', 'fms/bill/customer', 'fms/payRecord', 'fms/balance', 'fms/point',
  'setting/ecom-auth'
);
