'use client';
// On an auth page (/users/sign-in …) the dialog is the page: once it closes, the visitor goes on
// to the sportsbook home in the same locale. A signed-in player arriving there goes home at once.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { sessionKnown } from '@/lib/session/player-store';

export function AuthPageExit() {
  const router = useRouter();
  const locale = useIntl().locale as Locale;

  useEffect(() => {
    const home = () => router.replace(localizeHref('/', locale));
    let active = true;
    void sessionKnown().then((signedIn) => {
      if (active && signedIn && !useAuthModal.getState().current) home();
    });
    const stop = useAuthModal.subscribe((state, previous) => {
      if (previous.current && !state.current) home();
    });
    return () => {
      active = false;
      stop();
    };
  }, [router, locale]);

  return null;
}
