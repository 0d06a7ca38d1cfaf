'use client';
// Header actions: search, settings (odds format, theme, language) and the sign-in entry points.
import { useId, useState } from 'react';
import { currencyOf, formatMoney, minorUnits } from '@sportsbook/domain';
import { useIntl } from 'react-intl';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { Icon } from '@/components/ui/icon';
import { LOCALES, localizeHref, type Locale } from '@/lib/i18n/locales';
import {
  ODDS_FORMATS,
  useSettings,
  type OddsFormatSetting,
  type ThemeSetting,
} from '@/lib/settings-store';
import styles from './header-controls.module.css';

const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export function HeaderControls({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { oddsFormat, theme, setOddsFormat, setTheme } = useSettings();
  const player = usePlayer();
  const account = activeAccount(player.accounts);
  const switchLocale = (next: Locale) => {
    const { pathname, search, hash } = window.location;
    const href = localizeHref(`${pathname.replace(/^\/sports/, '') || '/'}${search}${hash}`, next);
    window.location.assign(`/sports${href === '/' ? '' : href}`);
  };

  return (
    <div className={styles.controls}>
      <a
        className={styles.iconButton}
        href={`/sports${localizeHref('/search', locale)}`}
        aria-label={intl.formatMessage({ id: 'header.search' })}
      >
        <Icon set="general" name="search" />
      </a>
      <div className={styles.menu}>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={intl.formatMessage({ id: 'header.settings' })}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon set="general" name="settings" />
        </button>
        {open ? (
          <div
            id={panelId}
            className={styles.panel}
            role="group"
            aria-label={intl.formatMessage({ id: 'settings.title' })}
          >
            <label className={styles.field}>
              <span>{intl.formatMessage({ id: 'settings.odds-format' })}</span>
              <select
                value={oddsFormat}
                onChange={(e) => setOddsFormat(e.target.value as OddsFormatSetting)}
              >
                {ODDS_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {intl.formatMessage({ id: `odds-format.${format}` })}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{intl.formatMessage({ id: 'settings.theme' })}</span>
              <select value={theme} onChange={(e) => setTheme(e.target.value as ThemeSetting)}>
                {(['system', 'dark', 'light'] as const).map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `settings.theme.${value}` })}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{intl.formatMessage({ id: 'settings.language' })}</span>
              <select value={locale} onChange={(e) => switchLocale(e.target.value as Locale)}>
                {LOCALES.map((value) => (
                  <option key={value} value={value} lang={value}>
                    {LOCALE_NAMES[value]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
      </div>
      {player.authStatus === 'LOGGED_IN' && account ? (
        <>
          <span className={styles.balance} data-testid="balance">
            <span className="visually-hidden">{intl.formatMessage({ id: 'header.balance' })} </span>
            {formatMoney(
              minorUnits(account.balance),
              currencyOf(account.currency) ?? { code: account.currency, subunits: 100, fiat: true },
              locale,
            )}
          </span>
          <button type="button" className={styles.secondary} onClick={() => void player.signOut()}>
            {intl.formatMessage({ id: 'header.sign-out' })}
          </button>
        </>
      ) : (
        <>
          <a className={styles.secondary} href={`/sports${localizeHref('/users/sign-in', locale)}`}>
            {intl.formatMessage({ id: 'header.sign-in' })}
          </a>
          <a className={styles.primary} href={`/sports${localizeHref('/users/sign-up', locale)}`}>
            {intl.formatMessage({ id: 'header.sign-up' })}
          </a>
        </>
      )}
    </div>
  );
}
