'use client';
// react-intl for client components, fed the locale's catalogue by the server layout.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';

export function IntlClientProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}
