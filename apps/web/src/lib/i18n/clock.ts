// The clock each site locale reads times in. The site's English is British English, which tells
// the time on the 24-hour clock; Intl's "en" would use the American 12-hour one.
import type { Locale } from './locales';

const HOUR_CYCLE: Record<Locale, 'h23' | 'h12'> = {
  en: 'h23',
  de: 'h23',
  'pt-BR': 'h23',
  ar: 'h12',
};

/** Options to spread into every time format: `{ hour: '2-digit', ...clockOf(intl.locale) }`. */
export const clockOf = (locale: string): { hourCycle: 'h23' | 'h12' } => ({
  hourCycle: HOUR_CYCLE[locale as Locale] ?? 'h23',
});
