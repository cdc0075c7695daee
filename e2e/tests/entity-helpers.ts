import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Download, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A fresh temporary directory for files a test writes. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'fd-e2e-'));
}

/** Clicks something that starts a download and answers the download. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await click();
  return waiting;
}

/**
 * Writes an import file from a downloaded template: its header row (labels, `*` on required ones)
 * and the given rows, each a map of header label → cell text; the template's example row is dropped.
 */
export async function importFileFromTemplate(
  templatePath: string,
  rows: readonly Record<string, string>[],
  target: string,
): Promise<string> {
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(templatePath);
  const sheet = template.worksheets[0]!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = String(cell.value ?? '').replace(/^\*/, '');
  });
  const book = new ExcelJS.Workbook();
  const out = book.addWorksheet(sheet.name);
  out.addRow(sheet.getRow(1).values as ExcelJS.CellValue[]);
  for (const row of rows) {
    for (const label of Object.keys(row)) expect(headers, `template column ${label}`).toContain(label);
    out.addRow(headers.map((h) => row[h] ?? null));
  }
  await book.xlsx.writeFile(target);
  return target;
}

/** The row of the list table holding a text. */
export function tableRow(page: Page, text: string) {
  return page.getByTestId('resource-table').locator('tbody tr', { hasText: text });
}
