import { useEffect, useState } from 'react';

/** The current time, refreshed on each minute boundary (the top bar clock, spec 000 §2.1). */
export function useNowByMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const msToNextMinute = 60_000 - (now.getTime() % 60_000);
    const timer = setTimeout(() => setNow(new Date()), msToNextMinute);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
