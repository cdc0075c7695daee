import { useEffect, useState } from 'react';

/** How long typing must pause before a picker searches. */
const SEARCH_DELAY_MS = 300;

/**
 * The keyword a search-as-you-type picker searches with: what was typed, trimmed, once typing
 * has paused for 300 ms. Answers the keyword and the setter of the typed text.
 */
export function useTypedKeyword(): [keyword: string, setTyped: (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [keyword, setTyped];
}
