'use client';
// The account menu's entry to the limits and exclusion screen of the account area.
import { useIntl } from 'react-intl';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';

export function AccountLimitsLink({ locale, onOpen }: { locale: Locale; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <li>
      <LocalLink href="/profile/limits" locale={locale} onClick={onOpen}>
        {intl.formatMessage({ id: 'header.account.limits' })}
      </LocalLink>
    </li>
  );
}
