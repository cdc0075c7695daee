import type { PrintDocumentType } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { documentApi, documentKeys, openPdf } from '#web/modules/lms/document/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { needsCustomerLabelSetting, printableDocuments } from './waybill-print.ts';

/**
 * Printing from the waybill list and drawer: the documents the signed-in user may print, and
 * `print(type, ids)`, which fetches the PDF through the request layer's download (token header,
 * refusals shown as notifications) and opens it in a new tab for the browser's print.
 */
export function useWaybillPrint() {
  const session = useSession();
  const asks = needsCustomerLabelSetting(session);
  const allow = useQuery({
    queryKey: documentKeys.allowCustomerLabel,
    queryFn: documentApi.isAllowCustomerLabel,
    enabled: asks,
    staleTime: 60_000,
  });
  const types = printableDocuments(session, allow.data);
  const print = useCallback(async (type: PrintDocumentType, ids: readonly string[]) => {
    try {
      openPdf(await documentApi.pdf(type, ids));
    } catch (error) {
      if (!isApiError(error)) throw error; // the request layer showed the server's message
    }
  }, []);
  return { types, print };
}
