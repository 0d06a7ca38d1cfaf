'use client';
// react-intl for client components, fed the page locale's catalogue by the server layout, parsed
// there (the browser bundle has no ICU parser).
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { registerIntl } from '@/lib/i18n/client-messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { CompiledMessages } from '@/lib/i18n/messages';

/** Lends the provider's formatter to code outside React (alerts raised by API calls). */
function RegisterIntl() {
  const intl = useIntl();
  useLayoutEffect(() => registerIntl(intl), [intl]);
  return null;
}

export function IntlClientProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <RegisterIntl />
      {children}
    </IntlProvider>
  );
}
