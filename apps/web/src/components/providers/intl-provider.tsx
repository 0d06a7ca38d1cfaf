'use client';
// react-intl for client components, fed the page locale's catalogue by the server layout.
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { registerMessages } from '@/lib/i18n/client-messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

export function IntlClientProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  useLayoutEffect(() => registerMessages(messages), [messages]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
