import { GLOBAL_SEARCH_MAX_NUMBERS } from '@freightdesk/domain';
import { App, Input, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  addSearchHistory,
  checkWaybillNumbers,
  clearSearchHistory,
  isSubmitKey,
  readSearchHistory,
} from './global-search.ts';

// the history list (antd List with its pagination) is fetched when the popover first opens
const SearchHistoryPanel = lazy(() =>
  import('./SearchHistoryPanel.tsx').then((m) => ({ default: m.SearchHistoryPanel })),
);

/**
 * The header's waybill search: numbers separated by spaces, commas or new lines, at most
 * GLOBAL_SEARCH_MAX_NUMBERS; Alt+Enter submits; past searches are kept and can be cleared.
 */
export function GlobalSearch({ targetPath }: { targetPath: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState(readSearchHistory);

  const submit = (value: string) => {
    const check = checkWaybillNumbers(value);
    if (!check.ok) {
      void message.warning(
        check.reason === 'tooMany'
          ? t('search.tooMany', { max: GLOBAL_SEARCH_MAX_NUMBERS, count: check.count })
          : t('search.empty'),
      );
      return;
    }
    setHistory(addSearchHistory(check.numbers.join(' ')));
    setOpen(false);
    navigate(`${targetPath}?nos=${encodeURIComponent(check.numbers.join(','))}`);
  };

  const panel = (
    <Suspense fallback={<div style={{ width: 320 }} />}>
      <SearchHistoryPanel
        history={history}
        onPick={setText}
        onClear={() => {
          clearSearchHistory();
          setHistory([]);
        }}
      />
    </Suspense>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" content={panel}>
      <Input.TextArea
        data-testid="global-search"
        style={{ width: 280, verticalAlign: 'middle' }}
        autoSize={{ minRows: 1, maxRows: 6 }}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (isSubmitKey(e)) {
            e.preventDefault();
            submit(text);
          }
        }}
      />
    </Popover>
  );
}
