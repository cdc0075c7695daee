import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  PICK_UP_TASK_STATUSES,
  pickUpTaskAssignPayload,
  pickUpTaskCancelPayload,
  pickUpTaskIdPayload,
  pickUpTaskNewPayload,
  pickUpTaskSearchCriteria,
  pickUpTaskSearchPayload,
} from '../waybill/index.ts';

const moment = timestampAnswer.nullable();

/** A task of the list: its row (weight as decimal text) with customer, vehicle plate and waybill numbers. */
export const pickUpTaskRecordAnswer = z.object({
  id: z.uuid(),
  taskNo: z.string(),
  customerId: z.uuid(),
  status: z.enum(PICK_UP_TASK_STATUSES),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  plannedTime: timestampAnswer,
  waybillIds: z.array(z.uuid()),
  waybillCount: z.number().int(),
  pieceCount: z.number().int(),
  estimatedWeight: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  remark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  assignedAt: moment,
  pickedAt: moment,
  cancelledAt: moment,
  version: z.number().int(),
  createdAt: timestampAnswer,
  createdBy: z.uuid().nullable(),
  updatedAt: timestampAnswer,
  updatedBy: z.uuid().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  plateNo: z.string().nullable(),
  waybillNos: z.array(z.string()),
});

const base = '/lms/pickUpTask';

/**
 * Pick-up tasks (`/api/lms/pickUpTask/…`); customers reach only their own customer's tasks. `assign`
 * and `complete` are dispatch work: staff holding `lms/pickUpTask:insert`.
 */
export const PICK_UP_TASK_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: pickUpTaskSearchPayload,
    output: searchResultOf(pickUpTaskRecordAnswer),
    summary: 'Pick-up task list: page and total',
  }),
  statusGroup: defineEndpoint({
    method: 'POST',
    url: `${base}/statusGroup`,
    input: pickUpTaskSearchCriteria,
    output: z.record(z.enum(['all', ...PICK_UP_TASK_STATUSES]), z.number().int()),
    summary: 'Counts of the status tabs (all, wait, assigned, picked, cancelled) for the criteria',
  }),
  newTask: defineEndpoint({
    method: 'POST',
    url: `${base}/newTask`,
    input: pickUpTaskNewPayload,
    output: z.object({ id: z.uuid(), taskNo: z.string() }),
    summary: 'New pick-up task for ordered waybills (they go to waitPickUp)',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: `${base}/cancelPickUpTask`,
    input: pickUpTaskCancelPayload,
    output: z.object({ id: z.uuid(), status: z.literal('cancelled'), waybills: z.number().int() }),
    summary: 'Cancel a waiting or assigned task (its waybills go back to order)',
  }),
  assign: defineEndpoint({
    method: 'POST',
    url: `${base}/assign`,
    input: pickUpTaskAssignPayload,
    output: z.object({ id: z.uuid(), status: z.literal('assigned') }),
    summary: 'Assign driver and vehicle (staff)',
  }),
  complete: defineEndpoint({
    method: 'POST',
    url: `${base}/complete`,
    input: pickUpTaskIdPayload,
    output: z.object({ id: z.uuid(), status: z.literal('picked'), waybills: z.number().int() }),
    summary: 'The goods were picked up (staff): waiting waybills arrive',
  }),
};
