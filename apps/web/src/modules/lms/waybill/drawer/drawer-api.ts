import {
  type FindByIdFlag,
  SYSTEM_API,
  WAYBILL_API,
  type WaybillDetail,
  type WaybillUpdateInput,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { findWaybillById } from '../waybill-api.ts';

/**
 * Calls of the waybill drawer that no other screen needs: the lazy tab reads (quiet: the drawer
 * shows the spec's own warning and closes), the fees, the public config of editable commodity
 * fields and the staff edit.
 */

export type DrawerDetail = WaybillDetail;

export const drawerKeys = {
  tab: (id: string, tab: string) => ['lmsWaybill', 'drawer', id, tab] as const,
  editable: ['publicConfig', 'lms.waybill.single'] as const,
  updateForm: (id: string) => ['lmsWaybill', 'updateForm', id] as const,
};

export const drawerApi = {
  findById: (id: string, flags: readonly FindByIdFlag[]) =>
    findWaybillById<DrawerDetail>(id, flags, { quiet: true }),
  fees: (id: string) => callEndpoint(WAYBILL_API.fees, { id }, { quiet: true }),
  editableFields: () => callEndpoint(SYSTEM_API.publicConfig, { id: 'lms.waybill.single' }),
  updateForm: (id: string) => callEndpoint(WAYBILL_API.updateForm, { id }),
  update: (input: WaybillUpdateInput) => callEndpoint(WAYBILL_API.update, input),
};
