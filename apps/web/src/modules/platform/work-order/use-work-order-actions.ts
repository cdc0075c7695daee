import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_COUNTS_KEY } from '#web/shell/layout/message-counts.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { workOrderKeys } from './work-order-api.ts';

/**
 * Runs a work-order write: one at a time (`busy`), "done" on success, then the lists, the detail,
 * the waybill drawer's tab and the header counters are fetched again. Resolves whether it went through
 * (a refusal was already shown by the request layer).
 */
export function useWorkOrderAction(onChanged?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      await write();
      void message.success(t('workOrder.done'));
      await refreshWorkOrders(client);
      onChanged?.();
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** What every work-order write changes: the work-order queries, the waybill drawer, the counters. */
export async function refreshWorkOrders(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    client.invalidateQueries({ queryKey: workOrderKeys.all }),
    client.invalidateQueries({ queryKey: MESSAGE_COUNTS_KEY }),
    client.invalidateQueries({ queryKey: ['lmsWaybill', 'drawer'] }),
  ]);
}
