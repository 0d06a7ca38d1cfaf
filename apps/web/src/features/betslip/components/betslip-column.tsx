'use client';
// The bet slip: a column on desktop, a sheet from the bottom bar on phones. Bet slip and my bets.
// The frame (heading, tabs, the empty slip) is part of every page; the filled slip and my bets
// load on demand.
import { allSelections, currencyOf } from '@sportsbook/domain';
import { lazyComponent } from '@/lib/lazy-component';
import { usePathname, useSearchParams } from 'next/navigation';
import { Activity, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/ui/icon';
import { useSystem } from '@/lib/api/system';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { QuickBetBar } from './quick-bet-bar';
import {
  FilledSlip,
  loadLiveSelections,
  loadMyBets,
  SlipPrompt,
  SlipSpecimen,
  useSlipReady,
  warmSlipOnIntent,
} from './slip-warmup';
import styles from './betslip.module.css';

// My bets loads when its tab is first opened, the filled slip with the first selection (both
// are fetched before: see slip-warmup.ts).
const MyBets = lazyComponent(() => loadMyBets().then((m) => m.MyBets));
// A shared slip's link (?betcode=) is opened by code that loads only for such a link.
const ShareRestore = lazyComponent(() => import('./share-restore').then((m) => m.ShareRestore));
// Following the selections' prices: its code comes with the slip's warm-up (slip-warmup.ts).
const LiveSelections = lazyComponent(() => loadLiveSelections().then((m) => m.LiveSelections));
// The private channel matters only to a signed-in player.
const PlayerChannel = lazyComponent(() => import('./player-channel').then((m) => m.PlayerChannel));

export function BetslipColumn({ locale }: { locale: string }) {
  const intl = useIntl();
  const ticket = useTicket((s) => s.ticket);
  const setContext = useTicket((s) => s.setContext);
  const authStatus = usePlayer((s) => s.authStatus);
  const accounts = usePlayer((s) => s.accounts);
  const { open, setOpen, tab: chosenTab, setTab } = useBetslipPanel();
  const system = useSystem();
  const myBetsEnabled = system.data?.my_bets_enabled !== false;
  const tab = myBetsEnabled ? chosenTab : 'slip';
  const title = intl.formatMessage({ id: 'betslip.title' });
  const selections = allSelections(ticket.bets);
  const account = activeAccount(accounts);
  const subunits = account ? (currencyOf(account.currency)?.subunits ?? 100) : 100;
  const loggedIn = authStatus === 'LOGGED_IN';
  // Stays mounted once a code arrived: the code leaves the URL, its outcome may still show.
  const betcode = useSearchParams().has('betcode');
  const [restoring, setRestoring] = useState(betcode);
  if (betcode && !restoring) setRestoring(true);

  // A page change closes the phone's sheet (the page chosen is what the player wants to see);
  // the selections stay in the ticket store.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    useBetslipPanel.getState().setOpen(false);
  }, [pathname]);

  useEffect(() => warmSlipOnIntent(), []);
  useEffect(() => {
    if (account) setContext({ currency: account.currency, subunits });
  }, [account, subunits, setContext]);
  // The odds-accept mode and multi-single providers come from the settings (the server's for a
  // player, this browser's choices over the site defaults for a visitor).
  const oddsAcceptMode = useSettings((s) => s.oddsAcceptMode);
  const multiSingleProviders = useSettings(
    (s) => s.server?.multi_bet_settings.available_by_provider,
  );
  useEffect(() => {
    setContext({
      oddsAcceptMode,
      ...(multiSingleProviders ? { multiSingleAvailableByProvider: multiSingleProviders } : {}),
    });
  }, [oddsAcceptMode, multiSingleProviders, setContext]);

  const empty = selections.length === 0 && ticket.ticketState !== 'SUCCESS';
  const slipReady = useSlipReady(!empty && tab === 'slip');
  return (
    <aside
      id="betslip"
      tabIndex={-1}
      className={styles.column}
      aria-label={title}
      data-open={open || undefined}
      // The "Skip to bet slip" link lands here: on a phone it opens the sheet it points to.
      onFocus={(event) => {
        if (event.target === event.currentTarget && !open) setOpen(true);
      }}
    >
      {selections.length > 0 ? <LiveSelections /> : null}
      {loggedIn ? <PlayerChannel /> : null}
      {restoring ? <ShareRestore /> : null}
      {slipReady ? <SlipPrompt /> : null}
      {/* Lays the filled slip's parts out once before the first selection (slip-specimen.tsx). */}
      {slipReady && empty ? <SlipSpecimen /> : null}
      <div className={styles.panel}>
        <h2 className={styles.heading}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <Icon set="general" name="ticket" />
            {title}
            <span
              className={styles.count}
              aria-label={intl.formatMessage({ id: 'betslip.count' }, { count: selections.length })}
            >
              {selections.length}
            </span>
          </button>
        </h2>
        <div className={styles.body}>
          <div className={styles.tabs} role="tablist" aria-label={title}>
            {(myBetsEnabled ? (['slip', 'bets'] as const) : (['slip'] as const)).map((name) => (
              <button
                key={name}
                role="tab"
                type="button"
                aria-selected={tab === name}
                className={styles.tab}
                onClick={() => setTab(name)}
              >
                {intl.formatMessage({ id: `betslip.tab.${name}` })}
              </button>
            ))}
          </div>
          {tab === 'slip' ? <QuickBetBar locale={locale} /> : null}
          {tab === 'bets' ? (
            <MyBets locale={locale} loggedIn={loggedIn} />
          ) : (
            <>
              {empty ? (
                <p className={styles.empty}>{intl.formatMessage({ id: 'betslip.empty' })}</p>
              ) : null}
              {/* Rendered hidden ahead of the first selection once its code is here, so the
                  first tap only reveals and updates it instead of building it. */}
              {slipReady ? (
                <Activity mode={empty ? 'hidden' : 'visible'}>
                  <FilledSlip locale={locale} />
                </Activity>
              ) : null}
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
