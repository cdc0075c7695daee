import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { CARRIER_ERROR_LABELS } from '../../settings/carrier-api/index.ts';
import {
  FINAL_STATUSES,
  IN_TRANSIT,
  type RuleFailure,
  ruleFail,
  TRACK_SOURCES,
  TRACK_STATUSES,
  type WaybillStatus,
} from '../waybill/index.ts';
import type { CustomerLabelMode } from './track-no.labels.ts';

/**
 * Track numbers through a channel's label API (spec platform-core §7 fetchTrackNo, cancelTrackNo,
 * queryTracks, print; back-office §3 channel: label API and mode, customer-side label config).
 */

/** More waybills than this in one fetch or cancel run as a job answering `{progressId}`. */
export const TRACK_NO_JOB_THRESHOLD = 20;
/** At most this many waybills in one fetch or cancel call (DESIGN §5 batch operations). */
export const TRACK_NO_MAX_IDS = 500;
/** A fetch under way holds its waybill this long; after it a new fetch may start (the process died). */
export const TRACK_NO_FETCH_LEASE_MS = 5 * 60_000;

const ids = z.array(z.uuid()).min(1).max(TRACK_NO_MAX_IDS);
export const trackNoIdsPayload = z.object({ ids });
export const trackNoIdQuery = z.object({ id: z.uuid() });

/** One waybill's outcome of a fetch or cancel (a failure carries its message, in the caller's language). */
export const trackNoOutcomeAnswer = z.object({
  id: z.string(),
  waybillNo: z.string().optional(),
  trackNo: z.string().optional(),
  error: z.string().optional(),
});
export type TrackNoOutcome = z.output<typeof trackNoOutcomeAnswer>;
export const trackNoBatchAnswer = z.union([
  z.array(trackNoOutcomeAnswer),
  z.object({ progressId: z.string() }),
]);

const text = z.string().nullable();
export const trackNoTrackAnswer = z.object({
  time: timestampAnswer,
  status: z.enum(TRACK_STATUSES).nullable(),
  description: z.string(),
  location: text,
  source: z.enum(TRACK_SOURCES),
});

/** The drawer's track-number section: numbers, the last fetch error, the label, what the reader may do. */
export const trackNoInfoAnswer = z.object({
  id: z.string(),
  trackNo: text,
  subTrackNos: z.array(z.string()),
  historyTrackNos: z.array(z.string()),
  fetchError: text,
  fetchErrorTime: timestampAnswer.nullable(),
  labelFileId: text,
  trackApiMode: text,
  trackTaskNotifyTime: timestampAnswer.nullable(),
  trackTaskCompleteTime: timestampAnswer.nullable(),
  trackTaskNotifyErrMsg: text,
  mayFetch: z.boolean(),
  mayPrint: z.boolean(),
});
export type TrackNoInfo = z.output<typeof trackNoInfoAnswer>;

/** `queryTracks`: the drawer's info after a pull, with the waybill's tracks, newest first. */
export const queryTracksAnswer = trackNoInfoAnswer.extend({ tracks: z.array(trackNoTrackAnswer) });

/** What the fetch rules read of a waybill and its channel. */
export type FetchCheckInput = {
  waybillNo: string;
  status: WaybillStatus;
  trackNo: string | null;
  /** The current number was bought through a label API (and is not cancelled). */
  fetched: boolean;
  channelCode: string | null;
  labelApiId: string | null;
  /** A fetch of another call is under way (its lease not run out). */
  busy: boolean;
};

/**
 * May a track number be fetched for this waybill? Not for a finished waybill, not without a channel
 * and its label API, not while another fetch runs, not over a number bought earlier (cancel it
 * first); a number typed by hand is replaced (and kept in the history).
 */
export function checkFetch(w: FetchCheckInput): RuleFailure | null {
  if (FINAL_STATUSES.includes(w.status)) return ruleFail('trackNoFinished', w.waybillNo);
  if (!w.channelCode) return ruleFail('trackNoNoChannel', w.waybillNo);
  if (!w.labelApiId) return ruleFail('trackNoNoLabelApi', w.channelCode);
  if (w.busy) return ruleFail('trackNoBusy', w.waybillNo);
  if (w.fetched && w.trackNo) return ruleFail('trackNoAlreadyFetched', w.waybillNo, w.trackNo);
  return null;
}

/** May the fetched track number be cancelled? Only one bought through the label API, before the waybill is sent. */
export function checkCancel(w: Omit<FetchCheckInput, 'busy'>): RuleFailure | null {
  if (FINAL_STATUSES.includes(w.status)) return ruleFail('trackNoFinished', w.waybillNo);
  if (IN_TRANSIT.includes(w.status)) return ruleFail('trackNoSent', w.waybillNo);
  if (!w.fetched || !w.trackNo) return ruleFail('trackNoNotFetched', w.waybillNo);
  if (!w.labelApiId) return ruleFail('trackNoNoLabelApi', w.channelCode ?? '');
  return null;
}

/**
 * What a customer user may do with the labels of a channel: the system setting
 * `document.isAllowCustomerLabel` must allow customer labels at all, then the channel's customer-side
 * config decides (print, or fetch and print). Staff are not limited here.
 */
export function customerLabelRight(
  allowCustomerLabel: boolean,
  mode: CustomerLabelMode | null | undefined,
): { fetch: boolean; print: boolean } {
  if (!allowCustomerLabel) return { fetch: false, print: false };
  return { fetch: mode === 'fetchAndPrint', print: mode === 'print' || mode === 'fetchAndPrint' };
}

/** The idempotency key of one fetch attempt: a retried call of the same attempt never buys twice. */
export const fetchIdempotencyKey = (waybillId: string, attempt: number) =>
  `lms-label:${waybillId}:${attempt}`;

/** The text kept for a failed carrier call: the carrier's own message when it gave one. */
export function carrierErrorText(
  lang: 'zh-CN' | 'en-US' | 'vi-VN',
  error: { code: string; message: string; carrierCode?: string | null; carrierMessage?: string | null },
): string {
  const own = (CARRIER_ERROR_LABELS as Record<string, Message>)[error.code]?.[lang] ?? error.message;
  const carrier = [error.carrierCode, error.carrierMessage].filter(Boolean).join(' ');
  return carrier ? `${own}: ${carrier}` : own;
}
