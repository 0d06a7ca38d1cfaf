'use client';
// On an auth page (/users/sign-in …) the dialog is the page: once it closes, the visitor goes on
// to the sportsbook home in the same locale.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { useAuthModal } from '@/lib/session/auth-modal-store';

export function AuthPageExit() {
  const router = useRouter();
  const locale = useIntl().locale as Locale;

  useEffect(
    () =>
      useAuthModal.subscribe((state, previous) => {
        if (previous.current && !state.current) router.replace(localizeHref('/', locale));
      }),
    [router, locale],
  );

  return null;
}
