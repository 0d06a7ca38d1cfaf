// The clock each site locale reads times in. The site's English is British English, which tells
// the time on the 24-hour clock (Intl's "en" would use the American 12-hour one), as German and
// Portuguese do; Arabic keeps its 12-hour clock.

/** Options to spread into every time format: `{ hour: '2-digit', ...clockOf(intl.locale) }`. */
export const clockOf = (locale: string) =>
  ({ hourCycle: locale === 'ar' ? 'h12' : 'h23' }) as const;
