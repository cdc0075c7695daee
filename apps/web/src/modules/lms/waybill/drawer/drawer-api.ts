import type {
  FindByIdFlag,
  PublicConfigField,
  WaybillDetail,
  WaybillFeeRow,
  WaybillUpdateForm,
  WaybillUpdateInput,
} from '@freightdesk/domain';
import { get, post } from '#web/shell/request/http.ts';

/**
 * Calls of the waybill drawer that no other screen needs: the lazy tab reads (quiet: the drawer
 * shows the spec's own warning and closes), the fees, the public config of editable commodity
 * fields and the staff edit.
 */

/** A work order of the waybill as the `workOrder` flag answers it (the work-order module fills the list). */
export type DrawerWorkOrder = {
  id: string;
  code: string;
  status: number;
  title: string;
  urgencyLevel?: number | null;
  lastReply?: string | null;
  createByName?: string | null;
  createAt?: string | null;
};
export type DrawerDetail = WaybillDetail & { workOrders?: DrawerWorkOrder[] };

export const drawerKeys = {
  tab: (id: string, tab: string) => ['lmsWaybill', 'drawer', id, tab] as const,
  editable: ['publicConfig', 'lms.waybill.single'] as const,
  updateForm: (id: string) => ['lmsWaybill', 'updateForm', id] as const,
};

export const drawerApi = {
  findById: (id: string, flags: readonly FindByIdFlag[]) =>
    get<DrawerDetail>(
      'lms/waybill/findById',
      { id, ...Object.fromEntries(flags.map((f) => [f, true])) },
      { quiet: true },
    ),
  fees: (id: string) => get<WaybillFeeRow[]>('lms/waybill/fees', { id }, { quiet: true }),
  editableFields: () =>
    get<{ id: string; fields: PublicConfigField[] }>('common/publicConfig/detail', {
      id: 'lms.waybill.single',
    }),
  updateForm: (id: string) => get<WaybillUpdateForm>('lms/waybill/updateForm', { id }),
  update: (input: WaybillUpdateInput) => post<{ id: string; version: number }>('lms/waybill/update', input),
};
