import type { TrackStatus } from '../waybill/index.light.ts';

/**
 * Track pulls (spec platform-core §3 trackTaskNotifyTime / trackTaskCompleteTime /
 * trackTaskNotifyErrMsg, trackApi.trackApiMode): one tracker per (track API, track number) however
 * many waybills share the number, pulled on a schedule in batches.
 */

/** Numbers per pull task (one carrier call). */
export const TRACK_PULL_BATCH = 100;
/** Pull tasks one dispatch enqueues at most (the rest wait for the next dispatch). */
export const TRACK_PULL_MAX_TASKS = 50;
/** How often the dispatch looks for due trackers (seconds); a dispatch that finds more than it takes runs again at once. */
export const TRACK_PULL_DISPATCH_EVERY_S = 300;
/** A tracker is pulled again this long after a pull. */
export const TRACK_PULL_INTERVAL_MS = 4 * 3_600_000;
/** A dispatched tracker is not dispatched again before this (its pull task holds it). */
export const TRACK_PULL_CLAIM_MS = 10 * 60_000;
/** After a failed pull: 15 min, 30 min, 1 h… at most the interval. */
export function trackPullRetryMs(errorCount: number): number {
  return Math.min(15 * 60_000 * 2 ** Math.max(0, errorCount - 1), TRACK_PULL_INTERVAL_MS);
}

/** Track statuses after which nothing more happens: the tracker is complete. */
export const FINAL_TRACK_STATUSES: readonly TrackStatus[] = ['delivered', 'returned'];

/** Which track API a channel's waybills are pulled through (back-office §3 "track API mode"). */
export const TRACK_API_MODES = ['selfBuilt', 'platform'] as const;
export type TrackApiMode = (typeof TRACK_API_MODES)[number];

/**
 * The connection a waybill's number is pulled through, as `track:<id>` (a track API configuration) or
 * `label:<id>` (a label API configuration, asked for tracks):
 * - `selfBuilt`: the channel's own track API configuration (none: the number is not pulled);
 * - `platform`: the platform's tracking — the label API connection the number was bought through
 *   (the carrier that sold the label tracks it), or the channel's track API when it has no label API.
 */
export function resolveTrackApi(channel: {
  trackApiMode: string | null;
  trackApiId: string | null;
  labelApiId: string | null;
}): string | null {
  if (channel.trackApiMode === 'selfBuilt') return channel.trackApiId ? `track:${channel.trackApiId}` : null;
  if (channel.labelApiId) return `label:${channel.labelApiId}`;
  return channel.trackApiId ? `track:${channel.trackApiId}` : null;
}

/** The kind and id of a tracker's connection (`resolveTrackApi`). */
export function parseTrackApiRef(ref: string): { kind: 'track' | 'label'; id: string } {
  const [kind, id] = ref.split(':');
  return { kind: kind === 'label' ? 'label' : 'track', id: id ?? '' };
}

/** An event's identity: the same event answered again (same time, status and text) is not appended twice. */
export function trackEventKey(e: { time: string | Date; status: string; description: string }): string {
  const time = typeof e.time === 'string' ? new Date(e.time).toISOString() : e.time.toISOString();
  return `${time}|${e.status}|${e.description}`;
}
