import { DownOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '#web/components/import/ImportDialog.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { PriceBatchEditDialog } from './PriceBatchEditDialog.tsx';
import type { PriceCriteria } from './price-api.ts';
import { type BatchEditOp, priceBookApi } from './price-book-api.ts';

type Props = {
  criteria: PriceCriteria;
  selected: string[];
  can: (action: string) => boolean;
  onChanged: () => void;
};
type PreviewRow = { row: number; name: string; weightRanges: number; conflicts: number };

const OPS: BatchEditOp[] = ['fuel', 'zone', 'surcharge', 'customer', 'remark'];

/**
 * The price list's workbook and batch tools: export the selected tables (or the search result) to one
 * workbook, import a workbook (shared import dialog: template, preview as a job with the failure
 * reasons, confirmation as a job; overwrite = update by ID, append = new tables), and the batch
 * changes (fuel, zone, surcharge, customer, remark) of the selected tables.
 */
export function PriceBookTools({ criteria, selected, can, onChanged }: Props) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const [op, setOp] = useState<BatchEditOp | null>(null);
  const exporting = useExportJob(t('priceSheet.exporting'));
  const exportBook = () =>
    exporting.run(() => priceBookApi.startExport(criteria, selected), `${t('priceSheet.fileName')}.xlsx`);
  const ops = OPS.filter((o) => o !== 'customer' || criteria.kind === 'customer');
  const renderRows = (rows: Record<string, unknown>[]) => {
    const list = rows as PreviewRow[];
    const overlapping = list.filter((r) => r.conflicts > 0);
    return (
      <>
        {overlapping.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={t('priceSheet.overlapWarning', { count: overlapping.length })}
            data-testid="price-book-overlaps"
          />
        )}
        <List
          size="small"
          dataSource={list}
          renderItem={(r) => (
            <List.Item>
              <Typography.Text>
                {t('priceSheet.previewRow', { row: r.row, name: r.name || '—', ranges: r.weightRanges })}
              </Typography.Text>
              {r.conflicts > 0 && (
                <Typography.Text type="warning">
                  {t('priceSheet.conflicts', { count: r.conflicts })}
                </Typography.Text>
              )}
            </List.Item>
          )}
        />
      </>
    );
  };

  return (
    <>
      {can('export') && (
        <Button onClick={() => void exportBook()} data-testid="price-book-export">
          {selected.length
            ? t('priceSheet.exportSelected', { count: selected.length })
            : t('priceSheet.exportAll')}
        </Button>
      )}
      {can('import') && (
        <Button onClick={() => setImporting(true)} data-testid="price-book-import">
          {t('priceSheet.import')}
        </Button>
      )}
      {can('batch') && (
        <Dropdown
          disabled={!selected.length}
          menu={{
            items: ops.map((o) => ({ key: o, label: t(`priceSheet.batch.${o}`) })),
            onClick: ({ key }) => setOp(key as BatchEditOp),
          }}
        >
          <Button disabled={!selected.length} data-testid="price-batch-more">
            {t('priceSheet.batchMore')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {exporting.modal}
      <ImportDialog
        open={importing}
        title={t('priceSheet.importTitle')}
        api={priceBookApi.importApi(criteria.kind)}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          onChanged();
        }}
        renderRows={renderRows}
      />
      {op && (
        <PriceBatchEditDialog
          op={op}
          kind={criteria.kind}
          ids={selected}
          onClose={() => setOp(null)}
          onDone={() => {
            setOp(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
