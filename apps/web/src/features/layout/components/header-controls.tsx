'use client';
// Header actions: search; settings (odds format, odds changes, stakes, theme, language); for a
// player the balance, the notifications bell (the layout hands it in) and the account menu (currency, deposit, platform pages, sign out); for a
// visitor the sign-in and sign-up entry points. The two panels load when first opened (or once
// the page is idle), so they are not part of the page's first JavaScript.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { useSystem } from '@/lib/api/system';
import { whenIdle } from '@/lib/idle';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { useAuthModal, type AuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { usePlayTime } from '@/features/responsible';
import { useDisclosure } from './use-disclosure';
import { currencyInfo } from '@/lib/currency-info';
import styles from './header-controls.module.css';

const loadSettingsPanel = () => import('./settings-panel');
const loadAccountPanel = () => import('./account-panel');
const SettingsPanel = lazyComponent(loadSettingsPanel);
const AccountPanel = lazyComponent(loadAccountPanel);

function SettingsMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const menu = useDisclosure();
  return (
    <div className={styles.menu} {...menu.wrapperProps}>
      <button
        {...menu.buttonProps}
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'header.settings' })}
      >
        <Icon set="general" name="settings" />
      </button>
      {menu.open ? <SettingsPanel locale={locale} panelId={menu.panelId} /> : null}
    </div>
  );
}

function AccountMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const menu = useDisclosure();
  return (
    <div className={styles.menu} {...menu.wrapperProps}>
      <button
        {...menu.buttonProps}
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'header.account' })}
      >
        <Icon set="general" name="user" />
      </button>
      {menu.open ? (
        <AccountPanel locale={locale} panelId={menu.panelId} close={menu.close} />
      ) : null}
    </div>
  );
}

export function HeaderControls({ locale, bell }: { locale: Locale; bell: ReactNode }) {
  const intl = useIntl();
  const player = usePlayer();
  const system = useSystem().data;
  // A used-up session limit resets the balance shown (spec: reality check and session limit).
  const sessionStopped = usePlayTime((s) => s.blocked === 'session_limit');
  const account = sessionStopped ? undefined : activeAccount(player.accounts);
  const { authStatus, load } = player;
  useEffect(() => {
    if (authStatus === 'UNKNOWN') void load();
  }, [authStatus, load]);
  useEffect(
    () =>
      whenIdle(() => {
        void loadSettingsPanel();
        void loadAccountPanel();
      }),
    [],
  );

  // Links that work before the page is interactive; once it is, they open the dialog in place.
  const authLink = (modal: AuthModal, path: string, id: string, className: string | undefined) => (
    <a
      className={className}
      href={`/sports${localizeHref(path, locale)}`}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        useAuthModal.getState().open({ modal });
      }}
    >
      {intl.formatMessage({ id })}
    </a>
  );

  return (
    <div className={styles.controls}>
      <a
        className={styles.iconButton}
        href={`/sports${localizeHref('/search', locale)}`}
        aria-label={intl.formatMessage({ id: 'header.search' })}
      >
        <Icon set="general" name="search" />
      </a>
      <SettingsMenu locale={locale} />
      {player.authStatus === 'LOGGED_IN' ? (
        <>
          {account ? (
            <span className={styles.balance} data-testid="balance">
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'header.balance' })}{' '}
              </span>
              {formatMoney(minorUnits(account.balance), currencyInfo(account.currency), locale)}
            </span>
          ) : null}
          {bell}
          <AccountMenu locale={locale} />
        </>
      ) : (
        <>
          {system?.sign_in_allowed === false
            ? null
            : authLink('sign_in', '/users/sign-in', 'header.sign-in', styles.secondary)}
          {system?.sign_up_allowed === false
            ? null
            : authLink('sign_up', '/users/sign-up', 'header.sign-up', styles.primary)}
        </>
      )}
    </div>
  );
}
