'use client';
// Header actions: search; settings (odds format, odds changes, stakes, theme, language); for a
// player the balance and the account menu (currency, deposit, platform pages, sign out); for a
// visitor the sign-in and sign-up entry points.
import { accountsSchema } from '@sportsbook/contracts';
import {
  currencyOf,
  formatMoney,
  minorUnits,
  parseStake,
  toMajor,
  type Currency,
} from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { apiFetch } from '@/lib/api/client';
import { useSystem } from '@/lib/api/system';
import { LOCALE_COOKIE, LOCALES, localizeHref, type Locale } from '@/lib/i18n/locales';
import { writeCookie } from '@/lib/session/stored-keys';
import { useAuthModal, type AuthModal } from '@/lib/session/auth-modal-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import {
  ODDS_ACCEPT_MODES,
  useSettings,
  type OddsFormatSetting,
  type Stakes,
  type ThemeSetting,
} from '@/lib/settings-store';
import styles from './header-controls.module.css';

const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

const currencyInfo = (code: string): Currency =>
  currencyOf(code) ?? { code, subunits: 100, fiat: true };

/** A platform page: platform_settings.platform_url when the site names one, else this origin. */
function platformHref(settings: Record<string, unknown> | undefined, key: string, path: string) {
  const configured = settings?.[key];
  const page = typeof configured === 'string' ? configured : path;
  const base = typeof settings?.platform_url === 'string' ? settings.platform_url : '';
  return `${base.replace(/\/$/, '')}${page}`;
}

/**
 * A button that opens a panel: Escape closes it and gives focus back to the button; a press
 * outside closes it too.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  return {
    open,
    close,
    wrapperProps: { ref: wrapper, onKeyDown },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelId,
  };
}

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

function SettingsMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const menu = useDisclosure();
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
    <div className={styles.menu} {...menu.wrapperProps}>
      <button
        {...menu.buttonProps}
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'header.settings' })}
      >
        <Icon set="general" name="settings" />
      </button>
      {menu.open ? (
        <div
          id={menu.panelId}
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
      ) : null}
    </div>
  );
}

function AccountMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const menu = useDisclosure();
  const player = usePlayer();
  const system = useSystem().data;
  const client = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const active = activeAccount(player.accounts);
  const money = (value: number, code: string) =>
    formatMoney(minorUnits(value), currencyInfo(code), locale);
  // Every account of the player, for the currency switch (the store keeps only the active one).
  const all = useQuery({
    queryKey: ['player-accounts', player.profile?.id, active?.currency],
    queryFn: ({ signal }) =>
      apiFetch('/api/platform/player/accounts?compatibility=true', accountsSchema, { signal }),
    enabled: menu.open,
  });
  const held = all.data ?? player.accounts;
  const offered = (system?.currencies ?? []).filter(
    (c) => !held.some((account) => account.currency === c.code),
  );
  const features = system?.features;
  const quickDeposit =
    features?.quick_deposit === true ||
    (features?.quick_deposit_test === true && player.profile?.statuses.includes('spi_test'));
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
    menu.close();
    useAuthModal.getState().open({ modal: 'deposit' });
  };

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
        <div
          id={menu.panelId}
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
            <a
              className={styles.primary}
              href={platformHref(platform, 'deposit_path', '/profile/wallet/deposit')}
            >
              {intl.formatMessage({ id: 'header.account.deposit' })}
            </a>
          )}
          <ul className={styles.links}>
            {(
              [
                ['terms_and_conditions_path', '/terms-and-conditions', 'terms'],
                ['transactions_path', '/profile/wallet/transactions', 'transactions'],
                ['help_center_path', '/help-center', 'help'],
              ] as const
            ).map(([key, path, label]) => (
              <li key={key}>
                <a href={platformHref(platform, key, path)}>
                  {intl.formatMessage({ id: `header.account.${label}` })}
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.secondary} onClick={() => void player.signOut()}>
            {intl.formatMessage({ id: 'header.sign-out' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function HeaderControls({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const player = usePlayer();
  const system = useSystem().data;
  const account = activeAccount(player.accounts);
  const { authStatus, load } = player;
  useEffect(() => {
    if (authStatus === 'UNKNOWN') void load();
  }, [authStatus, load]);

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
