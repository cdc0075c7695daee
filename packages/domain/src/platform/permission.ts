/** Permission check shared by server and web (spec platform-core §6). */

export type PermissionRequirement = string | readonly string[] | null | undefined;
export type PermissionCheckOptions = { prefix?: boolean };

/**
 * Passes when the requirement is empty, when the held list contains it, with an array when any
 * entry passes, and in prefix mode when any held code starts with the required code.
 */
export function hasPermission(
  held: readonly string[] | ReadonlySet<string>,
  required: PermissionRequirement,
  options: PermissionCheckOptions = {},
): boolean {
  if (required === null || required === undefined || required === '') return true;
  const codes = typeof required === 'string' ? [required] : required;
  if (codes.length === 0) return true;
  const list = held instanceof Set ? held : new Set(held as readonly string[]);
  return codes.some((code) => {
    if (!code) return true;
    if (list.has(code)) return true;
    if (!options.prefix) return false;
    for (const h of list) if (h.startsWith(code)) return true;
    return false;
  });
}
