/** Splits pasted text on commas, Chinese commas, semicolons (both widths) and new lines. */
export function splitList(text: string): string[] {
  return text
    .split(/[,，;；\n\r]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
