import {
  message as catalogue,
  type FeeKind,
  hasPermission,
  LMS_FEE_PERMISSIONS,
  LMS_FEE_TITLES,
  type LmsFeePage as LmsFeeAnswer,
  type LmsFeeRow,
  type LmsFeeSummaryPage,
  type LmsFeeSummaryRow,
  Permission,
} from '@freightdesk/domain';
import { Card, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { DEEP_LINK_PARAM } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { FeeCriteriaForm } from './FeeCriteriaForm.tsx';
import { FeeSummaryTable } from './FeeSummaryTable.tsx';
import { FeeTable } from './FeeTable.tsx';
import { LMS_FEE_VIEWS, type LmsFeeSort, lmsFeeApi, lmsFeeCriteria, lmsFeeKeys } from './lms-fee-api.ts';
import { type FeeListAction, FeeListToolbar, useFeeList } from './use-fee-list.tsx';

/**
 * Finance → Customer fees (LMS) / Agent fees (LMS): criteria over the fee rows of one kind, the
 * fee list (page of 50, totals per currency, export, check / uncheck) and the summary by waybill
 * (totals and profit per waybill). The waybill number opens the drawer by its deep link. Criteria,
 * tab, sort and page are kept in the URL (`LMS_FEE_VIEWS`).
 */
function LmsFeePage({ kind }: { kind: FeeKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const [, setParams] = useSearchParams();
  const may = (action: 'export' | 'check') => hasPermission(permissions, LMS_FEE_PERMISSIONS[kind][action]);
  const mayConfirm = kind === 'customer' && hasPermission(permissions, Permission.customerFeeConfirm);

  const fee = useFeeList<LmsFeeRow | LmsFeeSummaryRow, LmsFeeAnswer | LmsFeeSummaryPage>(
    LMS_FEE_VIEWS[kind],
    lmsFeeKeys.all,
  );
  const { list, selected, permissionScope } = fee;
  const { tab } = list.state;
  const sort = list.state.sort as LmsFeeSort | null;
  const fees = tab === 'fees' ? (list.data as LmsFeeAnswer | undefined) : undefined;
  const summary = tab === 'summary' ? (list.data as LmsFeeSummaryPage | undefined) : undefined;

  const openWaybill = (waybillId: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(DEEP_LINK_PARAM, waybillId);
        return next;
      },
      { replace: true },
    );
  // the number type is kept only with numbers; sort and tab stay
  const search = (values: SearchValues) =>
    fee.search(String(values.numbers ?? '').trim() ? values : { ...values, numberType: undefined });
  const title = catalogue(lang, kind === 'customer' ? 'lmsCustomerFeeExportTitle' : 'lmsAgentFeeExportTitle');
  const exporting = useExportJob(t('lmsFee.exporting'));
  const exportFile = () =>
    exporting.run(
      () =>
        lmsFeeApi.startExport(kind, {
          criteria: lmsFeeCriteria(list.state.values),
          sort: sort ? [sort] : [],
          permissionScope,
        }),
      `${title}.xlsx`,
    );
  const done = (count: number) => t('lmsFee.checkDone', { count });
  const setCheck = (isCheck: boolean) =>
    fee.act(
      t(isCheck ? 'lmsFee.checkConfirm' : 'lmsFee.uncheckConfirm', { count: selected.length }),
      (ids) => (isCheck ? lmsFeeApi.check(kind, ids) : lmsFeeApi.uncheck(kind, ids)),
      done,
    );
  const setConfirm = (confirm: boolean) =>
    fee.act(
      t(confirm ? 'lmsFee.confirmConfirm' : 'lmsFee.unconfirmConfirm', { count: selected.length }),
      (ids) => (confirm ? lmsFeeApi.confirm(ids) : lmsFeeApi.unconfirm(ids)),
      done,
    );
  const actions: FeeListAction[] = [
    ...(may('check')
      ? [
          { testId: 'lms-fee-check', label: t('lmsFee.check'), onClick: () => setCheck(true) },
          { testId: 'lms-fee-uncheck', label: t('lmsFee.uncheck'), onClick: () => setCheck(false) },
        ]
      : []),
    ...(mayConfirm
      ? [
          { testId: 'lms-fee-confirm', label: t('lmsFee.confirm'), onClick: () => setConfirm(true) },
          { testId: 'lms-fee-unconfirm', label: t('lmsFee.unconfirm'), onClick: () => setConfirm(false) },
        ]
      : []),
  ];

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`lms-fee-page-${kind}`}
    >
      <FeeCriteriaForm
        kind={kind}
        lang={lang}
        form={list.search.form}
        onSearch={search}
        onReset={fee.reset}
      />
      <Card size="small">
        <Tabs
          size="small"
          activeKey={tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={fee.scopeSelect}
          items={[
            { key: 'fees', label: <span data-testid="lms-fee-tab-fees">{LMS_FEE_TITLES[kind][lang]}</span> },
            {
              key: 'summary',
              label: <span data-testid="lms-fee-tab-summary">{LMS_FEE_TITLES.summary[lang]}</span>,
            },
          ]}
        />
        {tab === 'fees' ? (
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            <FeeListToolbar
              testId="lms-fee-toolbar"
              mayExport={may('export')}
              exportButton={{
                testId: 'lms-fee-export',
                label: t('lmsFee.export'),
                onClick: () => void exportFile(),
              }}
              actions={actions}
              selectedCount={selected.length}
            />
            <FeeTable
              kind={kind}
              lang={lang}
              records={fees?.records ?? []}
              totals={fees?.totals}
              list={list}
              selectable={may('check') || mayConfirm}
              selected={selected}
              onSelect={fee.setSelected}
              onOpenWaybill={openWaybill}
            />
          </Space>
        ) : (
          <FeeSummaryTable
            lang={lang}
            records={summary?.records ?? []}
            list={list}
            onOpenWaybill={openWaybill}
          />
        )}
      </Card>
      {exporting.modal}
    </Space>
  );
}

export const CustomerFeePage = () => <LmsFeePage kind="customer" />;
export const AgentFeePage = () => <LmsFeePage kind="agent" />;
