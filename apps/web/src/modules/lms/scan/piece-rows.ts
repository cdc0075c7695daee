import { type ScanLookupAnswer, WeighMode, type WeighModeValue } from '@freightdesk/domain';

/**
 * Piece rows of the receive and update-weight screens: a row is `count` identical pieces with their
 * weight and size; the weigh mode decides which measures are typed (0 all, 1 none, 2 weight only,
 * 3 size only). Enter moves from field to field and submits on the last one.
 */
export type PieceRow = {
  count: number | null;
  actualWeight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
};
export type PieceField = keyof PieceRow;
export type ScannedPiece = { actualWeight?: string; length?: string; width?: string; height?: string };

export const EMPTY_ROW: PieceRow = { count: 1, actualWeight: null, length: null, width: null, height: null };

/** The fields typed per row in a weigh mode, in Enter order. */
export function rowFields(mode: WeighModeValue): PieceField[] {
  switch (mode) {
    case WeighMode.weighing:
      return ['count', 'actualWeight', 'length', 'width', 'height'];
    case WeighMode.onlyActual:
      return ['count', 'actualWeight'];
    case WeighMode.onlyVolume:
      return ['count', 'length', 'width', 'height'];
    default:
      return [];
  }
}

/** Whether a weigh mode types any measure (mode 1 scans the number alone). */
export const typesMeasures = (mode: WeighModeValue) => rowFields(mode).length > 0;

/** One empty row per ordered piece (at least one row). */
export function rowsFromLookup(pieces: ScanLookupAnswer['pieces']): PieceRow[] {
  return pieces.length ? pieces.map(() => ({ ...EMPTY_ROW })) : [{ ...EMPTY_ROW }];
}

const text = (v: number | null) => (v === null ? undefined : String(v));

/** The pieces sent to the server: each row repeated `count` times (an empty count counts 1), only the mode's measures. */
export function piecesOf(rows: readonly PieceRow[], mode: WeighModeValue): ScannedPiece[] {
  const fields = rowFields(mode);
  return rows.flatMap((row) => {
    const piece: ScannedPiece = {};
    for (const f of fields) if (f !== 'count') piece[f] = text(row[f]);
    return Array.from({ length: Math.max(1, row.count ?? 1) }, () => ({ ...piece }));
  });
}

/** Where Enter in field `index` of `total` leads: the next field, or submitting on the last. */
export function nextFocus(index: number, total: number): number | 'submit' {
  return index + 1 < total ? index + 1 : 'submit';
}
