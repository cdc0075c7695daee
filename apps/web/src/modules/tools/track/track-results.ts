import {
  formatTimeCost,
  type Language,
  TIME_COST_NODES,
  TRACK_STATUS_OPTIONS,
  type TrackQueryResult,
  WAYBILL_STATUS_LABELS,
  type WaybillStatus,
} from '@freightdesk/domain';

/** The waybill status in a language (the key itself when unknown). */
export function statusText(status: string | undefined, lang: Language): string {
  if (!status) return '';
  return WAYBILL_STATUS_LABELS[status as WaybillStatus]?.[lang] ?? status;
}

/** The track node label in a language. */
export function nodeText(node: string | null, lang: Language): string {
  if (!node) return '';
  return TRACK_STATUS_OPTIONS.find((o) => o.value === node)?.label[lang] ?? node;
}

/** The time-cost nodes that have a figure, formatted (e.g. "2d 3h"). */
export function timeCostNodes(result: TrackQueryResult, lang: Language): { key: string; text: string }[] {
  const costs = result.timeCost ?? {};
  return TIME_COST_NODES.flatMap((key) => {
    const ms = costs[key];
    return ms === null || ms === undefined ? [] : [{ key, text: formatTimeCost(ms, lang) }];
  });
}

/** How many of the pasted numbers were found. */
export function foundCount(results: readonly TrackQueryResult[]): number {
  return results.filter((r) => r.found).length;
}
