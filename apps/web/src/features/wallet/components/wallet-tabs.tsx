'use client';
// The wallet's pages, one tab each: the transaction history, deposits and withdrawals.
import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import styles from './wallet.module.css';

const TABS = [
  ['/profile/wallet/transactions', 'wallet.transactions.title'],
  ['/profile/wallet/deposit', 'quick-deposit.title'],
  ['/profile/wallet/withdraw', 'wallet.withdraw.title'],
] as const;

export function WalletTabs({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const pathname = usePathname();
  return (
    <nav aria-label={intl.formatMessage({ id: 'wallet.navigation' })}>
      <ul className={styles.tabs}>
        {TABS.map(([href, label]) => (
          <li key={href}>
            <LocalLink
              href={href}
              locale={locale}
              className={styles.tab}
              aria-current={pathname.endsWith(href) ? 'page' : undefined}
            >
              {intl.formatMessage({ id: label })}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
