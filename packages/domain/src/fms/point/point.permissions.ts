/** Permission codes of customer points (staff screen and customer portal share the route key). */
export const POINT_PERMISSION_CODES = {
  point: 'fms/point',
} as const;
export const POINT_ACTIONS = ['adjust'] as const;
