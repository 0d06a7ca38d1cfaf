'use client';
// The settings panel (odds format, odds changes, theme, language, recommended stakes), loaded the
// first time the settings button opens it.
import { minorUnits, parseStake, toMajor } from '@sportsbook/domain';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSystem } from '@/lib/api/system';
import { LOCALE_COOKIE, LOCALES, localizeHref, type Locale } from '@/lib/i18n/locales';
import { writeCookie } from '@/lib/session/stored-keys';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import {
  ODDS_ACCEPT_MODES,
  useSettings,
  type OddsFormatSetting,
  type Stakes,
  type ThemeSetting,
} from '@/lib/settings-store';
import { currencyInfo } from '@/lib/currency-info';
import styles from './header-controls.module.css';

const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The four recommended stakes of the active currency, edited in major units. */
function StakesForm({ currency }: { currency: string }) {
  const intl = useIntl();
  const id = useId();
  const info = currencyInfo(currency);
  const saved = useSettings((s) => s.stakes[currency]);
  const setStakes = useSettings((s) => s.setStakes);
  const [texts, setTexts] = useState(() =>
    [0, 1, 2, 3].map((i) => (saved?.[i] ? toMajor(minorUnits(saved[i]), info) : '')),
  );
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = texts.map((text) => parseStake(text, info, intl.locale));
    const amounts = parsed.flatMap((p) => (p.ok && p.value > 0 ? [p.value as number] : []));
    const [first, second, third, fourth] = amounts;
    if (amounts.length !== 4 || !first || !second || !third || !fourth) {
      setNote({ error: true, text: intl.formatMessage({ id: 'settings.stakes.invalid' }) });
      return;
    }
    const stakes: Stakes = [first, second, third, fourth];
    const ok = await setStakes(currency, stakes);
    setNote(
      ok ? { error: false, text: intl.formatMessage({ id: 'settings.stakes.saved' }) } : null,
    );
  };

  return (
    <form className={styles.stakes} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage({ id: 'settings.stakes' }, { currency })}</legend>
        <div className={styles.stakeGrid}>
          {texts.map((text, index) => (
            <input
              key={index}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-label={intl.formatMessage({ id: 'settings.stakes.item' }, { number: index + 1 })}
              aria-describedby={note ? `${id}-note` : undefined}
              onChange={(event) =>
                setTexts(texts.map((t, i) => (i === index ? event.target.value : t)))
              }
            />
          ))}
        </div>
      </fieldset>
      <button type="submit" className={styles.secondary}>
        {intl.formatMessage({ id: 'settings.stakes.save' })}
      </button>
      {note ? (
        <p id={`${id}-note`} className={styles.note} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      ) : null}
    </form>
  );
}

export default function SettingsPanel({ locale, panelId }: { locale: Locale; panelId: string }) {
  const intl = useIntl();
  const settings = useSettings();
  const player = usePlayer();
  const system = useSystem().data;
  const stakesCurrency =
    activeAccount(player.accounts)?.currency ??
    settings.server?.stakes_currency ??
    system?.default_currency_code;

  const switchLocale = async (next: Locale) => {
    // The platform keeps a player's language (e-mails, next visits); a refusal keeps this page.
    if (player.authStatus === 'LOGGED_IN' && !(await player.updateLocale(next))) return;
    writeCookie(LOCALE_COOKIE, next, 365);
    const { pathname, search, hash } = window.location;
    const href = localizeHref(`${pathname.replace(/^\/sports/, '') || '/'}${search}${hash}`, next);
    window.location.assign(`/sports${href === '/' ? '' : href}`);
  };

  return (
    <div
      id={panelId}
      className={styles.panel}
      role="group"
      aria-label={intl.formatMessage({ id: 'settings.title' })}
    >
      <label className={styles.field}>
        <span>{intl.formatMessage({ id: 'settings.odds-format' })}</span>
        <select
          value={settings.oddsFormat}
          onChange={(e) => void settings.setOddsFormat(e.target.value as OddsFormatSetting)}
        >
          {settings.oddsFormats.map((format) => (
            <option key={format} value={format}>
              {intl.formatMessage({ id: `odds-format.${format}` })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{intl.formatMessage({ id: 'settings.odds-accept' })}</span>
        <select
          value={settings.oddsAcceptMode}
          onChange={(e) =>
            void settings.setOddsAcceptMode(e.target.value as typeof settings.oddsAcceptMode)
          }
        >
          {ODDS_ACCEPT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {intl.formatMessage({ id: `settings.odds-accept.${mode}` })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{intl.formatMessage({ id: 'settings.theme' })}</span>
        <select
          value={settings.theme}
          onChange={(e) => settings.setTheme(e.target.value as ThemeSetting)}
        >
          {(['system', 'dark', 'light'] as const).map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `settings.theme.${value}` })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{intl.formatMessage({ id: 'settings.language' })}</span>
        <select value={locale} onChange={(e) => void switchLocale(e.target.value as Locale)}>
          {LOCALES.map((value) => (
            <option key={value} value={value} lang={value}>
              {LOCALE_NAMES[value]}
            </option>
          ))}
        </select>
      </label>
      {stakesCurrency ? <StakesForm key={stakesCurrency} currency={stakesCurrency} /> : null}
    </div>
  );
}
