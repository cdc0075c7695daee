import { MESSAGE_COUNT_URL, type MessageCounts } from '@freightdesk/domain';
import { get } from '#web/shell/request/http.ts';

/**
 * The header's counters (`platform/message/count`): one request, polled every minute, shared by the
 * notification bell and the work-order badge. Called by its plain address: the header is on every
 * first screen, which loads no request schema (docs/web.md "Build, chunks and serving").
 */
export const MESSAGE_COUNTS_KEY = ['platformMessage', 'count'] as const;
export const MESSAGE_COUNTS_POLL_MS = 60_000;
export const fetchMessageCounts = () => get<MessageCounts>(MESSAGE_COUNT_URL, undefined, { quiet: true });
