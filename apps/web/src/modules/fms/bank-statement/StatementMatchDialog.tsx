import { ACCOUNT_FLOW_SOURCE_LABELS, type AccountFlowSourceValue } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Empty, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { MoneyText } from '#web/modules/fms/account-flow/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import {
  bankStatementApi,
  bankStatementKeys,
  type StatementCandidate,
  type StatementLineRow,
} from './bank-statement-api.ts';

type Props = { line: StatementLineRow; onDone: () => void; onClose: () => void };

/**
 * "Match" a line by hand: our free account flows of its account and signed amount, nearest in time
 * first; choosing one matches the line to it. None → "No matching result, please retry".
 */
export function StatementMatchDialog({ line, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const candidates = useQuery({
    queryKey: [...bankStatementKeys.all, 'candidates', line.id],
    queryFn: () => bankStatementApi.candidates(line.id),
  });
  const choose = async (c: StatementCandidate) => {
    try {
      await bankStatementApi.match(line.id, c.flowId);
      void message.success(t('bankStatement.match.done'));
      onDone();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Modal
      open
      width={760}
      footer={null}
      title={t('bankStatement.match.title', { row: line.row, value: line.value })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<StatementCandidate>
        rowKey="flowId"
        size="small"
        loading={candidates.isFetching}
        dataSource={candidates.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('bankStatement.match.none')} /> }}
        data-testid="statement-candidates"
        columns={[
          {
            key: 'flowTime',
            title: t('accountFlow.flowTime'),
            render: (_, c) => dayjs(c.flowTime).format('YYYY-MM-DD HH:mm'),
          },
          {
            key: 'source',
            title: t('accountFlow.source'),
            render: (_, c) =>
              ACCOUNT_FLOW_SOURCE_LABELS[c.source as AccountFlowSourceValue]?.[lang] ?? c.source,
          },
          { key: 'relatedNo', title: t('accountFlow.relatedNo'), dataIndex: 'relatedNo' },
          { key: 'objectCode', title: t('accountFlow.objectCode'), dataIndex: 'objectCode' },
          {
            key: 'value',
            title: t('bankStatement.fields.value'),
            align: 'right',
            render: (_, c) => <MoneyText value={c.value} signed />,
          },
          {
            key: 'choose',
            render: (_, c) => (
              <ClickLockButton
                size="small"
                type="primary"
                onClick={() => choose(c)}
                data-testid={`statement-choose-${c.relatedNo ?? c.flowId}`}
              >
                {t('bankStatement.match.choose')}
              </ClickLockButton>
            ),
          },
        ]}
      />
    </Modal>
  );
}
