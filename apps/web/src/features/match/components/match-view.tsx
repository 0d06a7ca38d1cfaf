'use client';
// The match page: scoreboard, then tabs for markets, the bet builder, statistics, stream and chat,
// each only when there is something behind it (the domain's matchTabs). An outright (a season's or
// a tournament's winner) has no score, statistics, stream or builder: its page is its header and
// its markets.
import type { Market, Match } from '@sportsbook/contracts';
import { MATCH_STATUS, matchTabs, type MatchTab } from '@sportsbook/domain';
import { lazyComponent } from '@/lib/lazy-component';
import { useEffect, useId, useState } from 'react';
import { liveCatalogue } from '@/lib/live/live-catalogue';
import { useSettings } from '@/lib/settings-store';
import { MatchChannel } from '@/lib/live/live-updates';
import { useLiveMatch } from '@/lib/live/hooks';
import { useIntl } from 'react-intl';
import type { Locale } from '@/lib/i18n/locales';
import { MarketBoard } from './market-board';
import { OutrightBoard, Scoreboard } from './scoreboard';
import { WinnerPollPlaceholder } from './winner-poll-frame';
import styles from './match-view.module.css';

// The winner poll reads through the query library: it loads after the page, its frame drawn in
// its place meanwhile.
const WinnerPoll = lazyComponent(() => import('./winner-poll').then((m) => m.WinnerPoll), {
  fallback: (props: { match: Match }) => <WinnerPollPlaceholder match={props.match} />,
});

// The bet builder loads when its tab is opened.
const BetBuilder = lazyComponent(() => import('./bet-builder').then((m) => m.BetBuilder));

// The statistics tab (period scores, then head-to-head and form) loads when it is opened.
const StatisticsPanel = lazyComponent(() =>
  import('./statistics-panel').then((m) => m.StatisticsPanel),
);

// The live tracker draws only while a match is live: its code loads then, not with the page.
const LiveTracker = lazyComponent(() =>
  import('../tracker/live-tracker').then((m) => m.LiveTracker),
);

/** The tracker of a match that is live now (or went live while the page was open). */
function TrackerWhileLive({ match }: { match: Match }) {
  const { status } = useLiveMatch(match.id, { status: match.status, statistics: match.statistics });
  const live = status === MATCH_STATUS.live || status === MATCH_STATUS.stopped;
  return live ? <LiveTracker match={match} /> : null;
}

type Tab = MatchTab;
/** Spec: the bet builder opens from the #betBuilder hash. */
const BUILDER_HASH = '#betBuilder';

export function MatchView(props: { match: Match; markets: Market[]; locale: Locale }) {
  if (props.match.type !== 'match') return <OutrightView {...props} />;
  return <EventView {...props} />;
}

function OutrightView({ match, markets }: { match: Match; markets: Market[] }) {
  useSeed(markets);
  return (
    <div className={styles.view}>
      <MatchChannel matchId={match.id} />
      <OutrightBoard match={match} />
      <div className={styles.panel}>
        <MarketBoard match={match} markets={markets} />
      </div>
    </div>
  );
}

/** The page was rendered from the API just now: its prices replace whatever the store kept. */
function useSeed(markets: Market[]) {
  useState(() => {
    if (typeof window !== 'undefined')
      markets.forEach((market) => liveCatalogue.seedMarket(market));
  });
}

/**
 * The site's flags as the settings have them; until they load, the site's usual answer (custom bets
 * on, video off), so the page renders the same on the server and in the browser.
 */
function useTabs(match: Match): Tab[] {
  const customBetEnabled = useSettings((s) => s.server?.custom_bet_enabled ?? true);
  const videoEnabled = useSettings((s) => s.server?.video_settings.enabled ?? false);
  // No chat service is connected: no match has a chat room.
  return matchTabs({ customBetEnabled, videoEnabled, hasVideo: match.has_video, hasChat: false });
}

function EventView({ match, markets }: { match: Match; markets: Market[] }) {
  const intl = useIntl();
  const tabs = useTabs(match);
  const [chosen, setTabState] = useState<Tab>('markets');
  // A tab that went away (custom bets turned off) leaves its place to the markets.
  const tab: Tab = tabs.includes(chosen) ? chosen : 'markets';
  const setTab = (next: Tab) => {
    setTabState(next);
    // The builder has an address of its own; leaving it drops the hash (query kept).
    const { pathname, search, hash } = window.location;
    if (next === 'builder' && hash !== BUILDER_HASH)
      window.history.replaceState(window.history.state, '', pathname + search + BUILDER_HASH);
    if (next !== 'builder' && hash === BUILDER_HASH)
      window.history.replaceState(window.history.state, '', pathname + search);
  };
  useEffect(() => {
    const follow = () => {
      if (window.location.hash === BUILDER_HASH) setTabState('builder');
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useSeed(markets);
  const base = useId();
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length] as Tab;
    setTab(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.view}>
      <MatchChannel matchId={match.id} />
      <Scoreboard match={match} />
      <TrackerWhileLive match={match} />
      {match.competitors.home && match.competitors.away ? <WinnerPoll match={match} /> : null}
      <div role="tablist" aria-label={match.name} className={styles.tabs}>
        {tabs.map((name, index) => (
          <button
            key={name}
            id={`${base}-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`${base}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {intl.formatMessage({ id: `match.tabs.${name}` })}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${tab}`}
        aria-labelledby={`${base}-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'markets' ? <MarketBoard match={match} markets={markets} /> : null}
        {tab === 'builder' ? <BetBuilder match={match} /> : null}
        {tab === 'statistics' ? <StatisticsPanel match={match} /> : null}
        {tab === 'stream' ? (
          <p className={styles.notice}>
            {intl.formatMessage({ id: 'match.stream.not-available' })}
          </p>
        ) : null}
        {tab === 'chat' ? (
          <p className={styles.notice}>{intl.formatMessage({ id: 'match.chat.empty' })}</p>
        ) : null}
      </div>
    </div>
  );
}
