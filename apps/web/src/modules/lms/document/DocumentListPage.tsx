import {
  AUDIT_STATUS_OPTIONS,
  DOCUMENT_AUDIT_TAB_LABELS,
  DOCUMENT_AUDIT_TABS,
  type DocumentRow,
  WAYBILL_STATUS_OPTIONS,
} from '@freightdesk/domain';
import { App, Button, Card, Form, Input, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { WaybillDrawer } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { DenyDialog } from './DenyDialog.tsx';
import { DOCUMENT_VIEW, type DocumentPage, documentApi } from './document-api.ts';
import { invoiceText } from './invoice-text.ts';
import { MakeDocumentDialog } from './MakeDocumentDialog.tsx';

type Mode = 'make' | 'audit';

/**
 * Make document (`lms/document/make-document`) and document audit (`lms/document/audit`): the received
 * waybills whose documents are made and audited before sending, with audit tabs and their counts.
 * Make: the make-document invoice per waybill (shown in brackets after the customer's values).
 * Audit: pass or deny (with a reason → status documentAuditDenied) the selected waybills.
 */
export function DocumentListPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [drawerId, setDrawerId] = useState<string>();
  const [editing, setEditing] = useState<DocumentRow | null>(null);
  const [denying, setDenying] = useState<string[] | null>(null);
  const dataScope = useDataScope(true);
  const list = useListView<DocumentRow, DocumentPage>(DOCUMENT_VIEW, { permissionScope: dataScope.scope });
  const { form } = list.search;
  const reload = async () => {
    setSelected([]);
    await list.refetch();
  };
  const label = (options: typeof AUDIT_STATUS_OPTIONS, v: unknown) =>
    options.find((o) => o.value === v)?.label[lang] ?? String(v);

  const pass = async (ids: string[]) => {
    if (!ids.length) return void message.warning(t('documents.selectFirst'));
    if (!(await confirmDialog({ content: t('documents.passConfirm', { count: ids.length }) }))) return;
    await documentApi.audit({ ids, pass: true });
    void message.success(t('documents.auditedOk'));
    await reload();
  };

  const columns: ColumnsType<DocumentRow> = [
    {
      key: 'waybillNo',
      title: t('documents.waybillNo'),
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => setDrawerId(r.id)}
          data-testid={`doc-open-${r.waybillNo}`}
        >
          {r.waybillNo}
        </Button>
      ),
    },
    { key: 'customerNo', title: t('documents.customerNo'), dataIndex: 'customerNo' },
    { key: 'customer', title: t('documents.customer'), dataIndex: 'customerCode' },
    {
      key: 'status',
      title: t('documents.status'),
      render: (_, r) => (
        <span data-testid={`doc-status-${r.waybillNo}`}>{label(WAYBILL_STATUS_OPTIONS, r.status)}</span>
      ),
    },
    { key: 'destination', title: t('documents.destination'), dataIndex: 'destination' },
    { key: 'pieces', title: t('documents.pieces'), dataIndex: 'pieceCount' },
    {
      key: 'receiveTime',
      title: t('documents.receiveTime'),
      render: (_, r) => (r.receiveTime ? dayjs(r.receiveTime).format('YYYY-MM-DD HH:mm') : ''),
    },
    { key: 'declared', title: t('documents.declared'), render: (_, r) => invoiceText(r) },
    {
      key: 'audit',
      title: t('documents.auditStatus'),
      render: (_, r) => (
        <Space size={4}>
          <Tag
            color={
              r.documentAuditStatus === 3 ? 'error' : r.documentAuditStatus === 2 ? 'success' : 'default'
            }
          >
            {label(AUDIT_STATUS_OPTIONS, r.documentAuditStatus)}
          </Tag>
          <span>×{r.documentAuditCount}</span>
        </Space>
      ),
    },
    { key: 'reason', title: t('documents.denyReason'), dataIndex: 'documentAuditDenyReason' },
    {
      key: 'invoices',
      title: t('documents.invoiceFiles'),
      render: (_, r) => (r.customerInvoiceCount ? <Tag color="success">✓</Tag> : <Tag>—</Tag>),
    },
    {
      key: 'actions',
      title: t('documents.actions'),
      render: (_, r) =>
        mode === 'make' ? (
          <Button size="small" onClick={() => setEditing(r)} data-testid={`doc-make-${r.waybillNo}`}>
            {t('documents.makeDocument')}
          </Button>
        ) : (
          <Space size="small">
            <Button size="small" onClick={() => void pass([r.id])} data-testid={`doc-pass-${r.waybillNo}`}>
              {t('documents.pass')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setDenying([r.id])}
              data-testid={`doc-deny-${r.waybillNo}`}
            >
              {t('documents.deny')}
            </Button>
          </Space>
        ),
    },
  ];

  const counts = list.data?.counts ?? {};
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`document-${mode}-page`}
    >
      <Card size="small">
        <Space wrap>
          <Form form={form} component={false}>
            <Form.Item name="numbers" noStyle>
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                style={{ width: 360 }}
                placeholder={t('documents.numbersPlaceholder')}
                data-testid="doc-numbers"
              />
            </Form.Item>
          </Form>
          <Button
            type="primary"
            onClick={() => list.search.onSearch(form.getFieldsValue())}
            data-testid="doc-search"
          >
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.search.onReset();
            }}
          >
            {t('common.reset')}
          </Button>
          {mode === 'audit' ? (
            <>
              <Button
                onClick={() => void pass(selected)}
                disabled={!selected.length}
                data-testid="doc-pass-selected"
              >
                {t('documents.pass')}
              </Button>
              <Button
                danger
                onClick={() => setDenying(selected)}
                disabled={!selected.length}
                data-testid="doc-deny-selected"
              >
                {t('documents.deny')}
              </Button>
            </>
          ) : null}
        </Space>
      </Card>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={(k) => {
            list.setTab(k);
            setSelected([]);
          }}
          items={DOCUMENT_AUDIT_TABS.map((k) => ({
            key: k,
            label: (
              <span data-testid={`doc-tab-${k}`}>
                {DOCUMENT_AUDIT_TAB_LABELS[k][lang]} ({counts[k] ?? 0})
              </span>
            ),
          }))}
        />
        <Table<DocumentRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 'max-content' }}
          rowSelection={
            mode === 'audit'
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
              : undefined
          }
          pagination={{ ...list.pagination, showTotal: undefined }}
          data-testid="document-table"
        />
      </Card>
      <WaybillDrawer
        waybillId={drawerId}
        area="staff"
        onClose={() => setDrawerId(undefined)}
        onChanged={reload}
      />
      <MakeDocumentDialog row={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <DenyDialog ids={denying} onClose={() => setDenying(null)} onDenied={reload} />
    </Space>
  );
}

/** Make document screen (`lms/document/make-document`). */
export function MakeDocumentPage() {
  return <DocumentListPage mode="make" />;
}

/** Document audit screen (`lms/document/audit`). */
export function DocumentAuditPage() {
  return <DocumentListPage mode="audit" />;
}
