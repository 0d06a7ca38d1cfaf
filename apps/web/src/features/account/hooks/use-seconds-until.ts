'use client';
// Seconds left until a moment (the SMS resend timeout), ticking once a second until it passes.
import { useEffect, useState } from 'react';

export function useSecondsUntil(until: string | null): number {
  const target = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(target)) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [target]);

  return Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

/** 75 → "1:15". */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
