import { splitNumbers, type TrackQueryResult } from '@freightdesk/domain';
import { useState } from 'react';

/**
 * The state of a track query box: the pasted text, how many numbers it holds, the last answer and
 * whether a query is running. `run` asks `query` (signed-in or public) for the pasted numbers.
 */
export function useTrackQuery(query: (numbers: string) => Promise<TrackQueryResult[]>) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<TrackQueryResult[] | null>(null);
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      setResults(await query(text));
    } finally {
      setLoading(false);
    }
  };
  return { text, setText, count: splitNumbers(text).length, results, loading, run };
}
