'use client';
// The account area's profile page: the player's details, their accounts with balances, the
// notifications they want, and the way to every other page of the account area.
import type { Profile } from '@sportsbook/contracts';
import { formatMoney, minorUnits, offersQuickDeposit } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/components/ui/local-link';
import { withQueryClient } from '@/components/providers/query-provider';
import { DepositPageLink } from '@/components/ui/deposit-page-link';
import { PlayerGate } from '@/components/session/player-gate';
import { useSystem } from '@/lib/api/system';
import { currencyInfo } from '@/lib/currency-info';
import type { Locale } from '@/lib/i18n/locales';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { usePhoneStatus } from '@/features/account';
import { NotificationPreferences } from '@/features/notifications';
import { allAccountsQuery } from '@/lib/api/player';
import { profileQuery } from '../api/profile';
import styles from './profile-view.module.css';

/** The pages of the account area, in the order a player looks for them. */
const ACCOUNT_PAGES = [
  ['/profile/wallet/transactions', 'header.account.transactions'],
  ['/profile/wallet/withdraw', 'header.account.withdraw'],
  ['/profile/limits', 'header.account.limits'],
  ['/terms-and-conditions', 'header.account.terms'],
  ['/help-center', 'header.account.help'],
] as const;

function fullName(profile: Profile): string | null {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return name || null;
}

/**
 * The phone's state and the way to verify, add or change it (the phone verification dialog): a
 * player who closed the dialog after signing up, or signed up by e-mail, does it from here.
 */
function PhoneState({ fallback }: { fallback: string }) {
  const intl = useIntl();
  const status = usePhoneStatus(true);
  // The number as the phone dialog last left it (the profile is read less often).
  if (!status.data) return <bdi>{fallback}</bdi>;
  const open = useAuthModal.getState().open;
  const { phone_number: number, verified_status: verified } = status.data;
  const action = !number
    ? 'profile.phone.add'
    : verified === 'verified'
      ? 'profile.phone.change'
      : 'profile.phone.verify';
  return (
    <>
      <bdi>{number ?? fallback}</bdi>
      <div className={styles.phone}>
        {number ? (
          <span className={styles.badge}>
            {intl.formatMessage({
              id: verified === 'verified' ? 'profile.phone.verified' : 'profile.phone.not-verified',
            })}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.inline}
          onClick={() =>
            // Changing a verified phone (the sign-in phone) asks for the password first, as the
            // dialog's own "Use another number" does.
            verified === 'verified'
              ? open({
                  modal: 'confirm_password',
                  params: { next: 'phone_verification', change: '1' },
                })
              : open({ modal: 'phone_verification' })
          }
        >
          {intl.formatMessage({ id: action })}
        </button>
      </div>
    </>
  );
}

function Details({ profile, locale }: { profile: Profile; locale: Locale }) {
  const intl = useIntl();
  const unset = intl.formatMessage({ id: 'profile.not-set' });
  const language = new Intl.DisplayNames([locale], { type: 'language' });
  const region = new Intl.DisplayNames([locale], { type: 'region' });
  const rows: [string, string | null][] = [
    ['profile.name', fullName(profile)],
    ['profile.nickname', profile.nickname],
    ['profile.email', profile.email],
    ['profile.phone', profile.auth_phone_number ?? profile.mobile_phone],
    ['profile.country', profile.country ? (region.of(profile.country) ?? profile.country) : null],
    ['profile.language', language.of(profile.language) ?? profile.language],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>
            {label === 'profile.phone' ? (
              <PhoneState fallback={value ?? unset} />
            ) : (
              <bdi>{value ?? unset}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Accounts({ playerId, locale }: { playerId: string; locale: Locale }) {
  const intl = useIntl();
  const accounts = useQuery(allAccountsQuery(playerId));
  // Balances change live; the store holds the active account's latest one.
  const live = usePlayer((s) => s.accounts);
  if (!accounts.data) return null;
  return (
    <ul className={styles.accounts}>
      {accounts.data.map((account) => {
        const balance =
          live.find((a) => a.currency === account.currency)?.balance ?? account.balance;
        return (
          <li key={account.currency} className={styles.account}>
            <span>
              {account.currency}
              {account.active ? (
                <span className={styles.badge}>
                  {intl.formatMessage({ id: 'profile.account.active' })}
                </span>
              ) : null}
            </span>
            <span className={styles.balance}>
              {formatMoney(minorUnits(balance), currencyInfo(account.currency), locale)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ProfileViewBody({ locale }: { locale: Locale }) {
  return (
    <PlayerGate>
      <ProfileDetails locale={locale} />
    </PlayerGate>
  );
}

function ProfileDetails({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const playerId = usePlayer((s) => s.profile?.id ?? null);
  const statuses = usePlayer((s) => s.profile?.statuses);
  const quickDeposit = offersQuickDeposit(useSystem().data?.features, statuses);
  const profile = useQuery({ ...profileQuery(playerId ?? ''), enabled: playerId !== null });

  if (!playerId || !profile.data) {
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'wallet.loading' })}
      </p>
    );
  }
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.heading}>
          {intl.formatMessage({ id: 'profile.details' })}
        </h2>
        <Details profile={profile.data} locale={locale} />
      </section>
      <section className={styles.card} aria-labelledby="profile-wallet">
        <h2 id="profile-wallet" className={styles.heading}>
          {intl.formatMessage({ id: 'profile.wallet' })}
        </h2>
        <Accounts playerId={playerId} locale={locale} />
        {quickDeposit ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => useAuthModal.getState().open({ modal: 'deposit' })}
          >
            {intl.formatMessage({ id: 'header.account.deposit' })}
          </button>
        ) : (
          <DepositPageLink className={styles.primary}>
            {intl.formatMessage({ id: 'header.account.deposit' })}
          </DepositPageLink>
        )}
      </section>
      <section className={styles.card} aria-labelledby="profile-notifications">
        <h2 id="profile-notifications" className={styles.heading}>
          {intl.formatMessage({ id: 'notifications.preferences' })}
        </h2>
        <NotificationPreferences />
      </section>
      <nav className={styles.card} aria-labelledby="profile-pages">
        <h2 id="profile-pages" className={styles.heading}>
          {intl.formatMessage({ id: 'profile.account-pages' })}
        </h2>
        <ul className={styles.links}>
          {ACCOUNT_PAGES.map(([href, label]) => (
            <li key={href}>
              <LocalLink href={href} locale={locale} className={styles.link}>
                {intl.formatMessage({ id: label })}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const ProfileView = withQueryClient(ProfileViewBody);
