/** One scan of the print scan screen. */
export type ScanEntry = { number: string; ok: boolean; text: string; at: Date };

/** How many scans the screen keeps listed. */
export const SCAN_LOG_SIZE = 10;

/** The scans with a new one first, at most {@link SCAN_LOG_SIZE}. */
export function pushScan(scans: readonly ScanEntry[], entry: ScanEntry): ScanEntry[] {
  return [entry, ...scans].slice(0, SCAN_LOG_SIZE);
}
