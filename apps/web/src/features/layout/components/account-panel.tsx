'use client';
// The account panel (currency switch, deposit, platform pages, sign out), loaded the first time
// the account button opens it.
import { formatMoney, minorUnits, offersQuickDeposit } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { allAccountsQuery } from '@/lib/api/player';
import { useSystem } from '@/lib/api/system';
import type { Locale } from '@/lib/i18n/locales';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { currencyInfo } from '@/lib/currency-info';
import { DepositPageLink } from '@/components/ui/deposit-page-link';
import { LocalLink } from '@/components/ui/local-link';
import { AccountLimitsLink } from './account-limits-link';
import styles from './header-controls.module.css';
import { withQueryClient } from '@/components/providers/query-provider';

/** A platform page: platform_settings.platform_url when the site names one, else this origin. */
function platformHref(settings: Record<string, unknown> | undefined, key: string, path: string) {
  const configured = settings?.[key];
  const page = typeof configured === 'string' ? configured : path;
  const base = typeof settings?.platform_url === 'string' ? settings.platform_url : '';
  return `${base.replace(/\/$/, '')}${page}`;
}

/** Without an external platform the sportsbook serves these pages itself, under its own paths. */
function PlatformLink({
  settings,
  settingKey,
  path,
  locale,
  onOpen,
  children,
}: {
  settings: Record<string, unknown> | undefined;
  settingKey: string;
  path: string;
  locale: Locale;
  /** Closes the menu: the page it opens must not sit under it. */
  onOpen: () => void;
  children: string;
}) {
  if (typeof settings?.platform_url === 'string') {
    return <a href={platformHref(settings, settingKey, path)}>{children}</a>;
  }
  return (
    <LocalLink href={path} locale={locale} onClick={onOpen}>
      {children}
    </LocalLink>
  );
}

function AccountPanelBody({
  locale,
  panelId,
  close,
}: {
  locale: Locale;
  panelId: string;
  close: () => void;
}) {
  const intl = useIntl();
  const player = usePlayer();
  const system = useSystem().data;
  const client = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const active = activeAccount(player.accounts);
  const money = (value: number, code: string) =>
    formatMoney(minorUnits(value), currencyInfo(code), locale);
  // Every account of the player, for the currency switch (the store keeps only the active one).
  const accounts = allAccountsQuery(player.profile?.id);
  // Keyed by the active currency too, so a switch made elsewhere in this page reads them again.
  const all = useQuery({ ...accounts, queryKey: [...accounts.queryKey, active?.currency] });
  const held = all.data ?? player.accounts;
  const offered = (system?.currencies ?? []).filter(
    (c) => !held.some((account) => account.currency === c.code),
  );
  const features = system?.features;
  const quickDeposit = offersQuickDeposit(features, player.profile?.statuses);
  const platform = system?.platform_settings;

  const switchCurrency = async (code: string) => {
    setSwitching(true);
    await player.switchCurrency(
      code,
      held.map((a) => a.currency),
    );
    setSwitching(false);
    await client.invalidateQueries({ queryKey: ['player-accounts'] });
  };
  const deposit = () => {
    close();
    useAuthModal.getState().open({ modal: 'deposit' });
  };

  return (
    <div
      id={panelId}
      className={styles.panel}
      role="group"
      aria-label={intl.formatMessage({ id: 'header.account' })}
    >
      <p className={styles.name}>{player.profile?.name}</p>
      <label className={styles.field}>
        <span>{intl.formatMessage({ id: 'header.account.currency' })}</span>
        <select
          value={active?.currency ?? ''}
          disabled={switching}
          onChange={(e) => void switchCurrency(e.target.value)}
        >
          {held.map((account) => (
            <option key={account.currency} value={account.currency}>
              {`${account.currency} · ${money(account.balance, account.currency)}`}
            </option>
          ))}
          {offered.map((c) => (
            <option key={c.code} value={c.code}>
              {intl.formatMessage({ id: 'header.account.open-currency' }, { currency: c.code })}
            </option>
          ))}
        </select>
      </label>
      {quickDeposit ? (
        <button type="button" className={styles.primary} onClick={deposit}>
          {intl.formatMessage({ id: 'header.account.deposit' })}
        </button>
      ) : (
        <DepositPageLink className={styles.primary} onOpen={close}>
          {intl.formatMessage({ id: 'header.account.deposit' })}
        </DepositPageLink>
      )}
      <ul className={styles.links}>
        {(
          [
            ['profile_path', '/profile', 'profile'],
            ['terms_and_conditions_path', '/terms-and-conditions', 'terms'],
            ['transactions_path', '/profile/wallet/transactions', 'transactions'],
            ['withdraw_path', '/profile/wallet/withdraw', 'withdraw'],
            ['help_center_path', '/help-center', 'help'],
          ] as const
        ).map(([key, path, label]) => (
          <li key={key}>
            <PlatformLink
              settings={platform}
              settingKey={key}
              path={path}
              locale={locale}
              onOpen={close}
            >
              {intl.formatMessage({ id: `header.account.${label}` })}
            </PlatformLink>
          </li>
        ))}
        <AccountLimitsLink locale={locale} onOpen={close} />
      </ul>
      <button type="button" className={styles.secondary} onClick={() => void player.signOut()}>
        {intl.formatMessage({ id: 'header.sign-out' })}
      </button>
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export default withQueryClient(AccountPanelBody);
