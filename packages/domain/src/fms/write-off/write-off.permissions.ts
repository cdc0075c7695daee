/** Permission codes of write-off. */
export const WRITE_OFF_PERMISSION_CODES = {
  writeOff: 'fms/writeOff',
} as const;
export const WRITE_OFF_ACTIONS = ['make', 'cancel'] as const;
