'use client';
// The jackpot widget of a page: its code loads only while the site's jackpots flag is on.
import dynamic from 'next/dynamic';
import { useSystem } from '@/lib/api/system';

const JackpotWidgetBody = dynamic(() => import('./jackpot-widget-body'), {
  ssr: false,
  loading: () => null,
});

export function JackpotWidget() {
  const enabled = useSystem().data?.features.jackpots === true;
  return enabled ? <JackpotWidgetBody /> : null;
}
