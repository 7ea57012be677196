/** The current time, re-read every `everyMs` so "2 min ago" texts move on. */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
