import { fileAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  queryTracksAnswer,
  trackNoBatchAnswer,
  trackNoIdQuery,
  trackNoIdsPayload,
  trackNoInfoAnswer,
} from './track-no.ts';

const base = '/lms/waybill';

/** Track numbers, labels and carrier tracks of freight waybills (`/api/lms/waybill/…`, DESIGN §4 key paths). */
export const TRACK_NO_API = {
  fetchTrackNo: defineEndpoint({
    method: 'POST',
    url: `${base}/fetchTrackNo`,
    input: trackNoIdsPayload,
    output: trackNoBatchAnswer,
    summary:
      "Fetch track numbers and labels through the channel's label API: [{id, trackNo?, error?}], over 20 ids {progressId}",
  }),
  cancelTrackNo: defineEndpoint({
    method: 'POST',
    url: `${base}/cancelTrackNo`,
    input: trackNoIdsPayload,
    output: trackNoBatchAnswer,
    summary:
      'Cancel fetched track numbers at the carrier (the number moves to the history); over 20 ids {progressId}',
  }),
  queryTracks: defineEndpoint({
    method: 'GET',
    url: `${base}/queryTracks`,
    input: trackNoIdQuery,
    output: queryTracksAnswer,
    summary: "Pull the waybill's carrier tracks now and answer its track numbers and tracks",
  }),
  trackNoInfo: defineEndpoint({
    method: 'GET',
    url: `${base}/trackNoInfo`,
    input: trackNoIdQuery,
    output: trackNoInfoAnswer,
    summary: 'Track number, sub and history numbers, the last fetch error and the label of a waybill',
  }),
  printLabel: defineEndpoint({
    method: 'GET',
    url: `${base}/printLabel`,
    input: trackNoIdQuery,
    output: fileAnswer,
    summary:
      "The carrier label of a waybill (customers: as the channel's label config and the setting allow)",
  }),
};
