'use client';
// A link to the wallet's deposit page: the external platform's (platform_url + deposit_path) when
// the site names one, else the sportsbook's own, which is served whatever the quick-deposit flag.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import type { Locale } from '@/lib/i18n/locales';
import { LocalLink } from './local-link';

const DEPOSIT_PAGE = '/profile/wallet/deposit';

export function DepositPageLink({
  className,
  onOpen,
  children,
}: {
  className?: string | undefined;
  /** Closes what the link sits in (a menu, a dialog): the page must not open under it. */
  onOpen?: (() => void) | undefined;
  children: ReactNode;
}) {
  const locale = useIntl().locale as Locale;
  const settings = useSystem().data?.platform_settings;
  if (typeof settings?.platform_url === 'string') {
    const path = typeof settings.deposit_path === 'string' ? settings.deposit_path : DEPOSIT_PAGE;
    return (
      <a className={className} href={`${settings.platform_url.replace(/\/$/, '')}${path}`}>
        {children}
      </a>
    );
  }
  return (
    <LocalLink className={className} href={DEPOSIT_PAGE} locale={locale} onClick={onOpen}>
      {children}
    </LocalLink>
  );
}
