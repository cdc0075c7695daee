/** Permission codes of the package screen. */
export const PACKAGE_PERMISSION_CODES = {
  lmsPackage: 'lms/package',
  lmsPackageUpdate: 'lms/package:update',
  lmsPackagePrint: 'lms/package:print',
} as const;
