'use client';
// Keeps the slip's selections on live prices: each one follows its outcome in the live store, its
// provider's status (an outage makes it "Not available"), and after a gap the connection could not
// recover the slip reads its markets from the catalogue again.
import type { Selection } from '@sportsbook/domain';
import { useDeferredValue, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { onUnrecovered } from '@/lib/live/connection';
import { liveCatalogue, outcomeKey } from '@/lib/live/live-catalogue';
import { MatchChannel } from '@/lib/live/live-updates';

function FollowSelection({ selection }: { selection: Selection }) {
  const dispatch = useTicket((s) => s.dispatch);
  useEffect(() => {
    const key = outcomeKey(
      selection.matchId,
      selection.marketId,
      selection.specifier,
      selection.outcomeId,
    );
    const follow = () => {
      const live = liveCatalogue.outcomes.get(key);
      if (!live) return;
      void dispatch({
        type: 'market_update',
        market: {
          matchId: selection.matchId,
          marketId: selection.marketId,
          specifier: selection.specifier,
          status: live.marketStatus as 1,
          outcomes: [{ id: selection.outcomeId, odds: live.odds, active: live.active }],
        },
      });
    };
    // A move between the tap and this code's arrival is applied at once.
    const now = liveCatalogue.outcomes.get(key);
    if (now && (now.odds !== selection.odds || now.active !== selection.active)) follow();
    return liveCatalogue.outcomes.subscribe(key, follow);
    // Only a new outcome re-subscribes; its later moves come through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, selection.matchId, selection.marketId, selection.specifier, selection.outcomeId]);
  return null;
}

/**
 * A provider's outage (provider_status_changed) makes its selections unavailable until it is back
 * up; a selection added while its provider is down is unavailable at once.
 */
function FollowProvider({ provider }: { provider: string }) {
  const dispatch = useTicket((s) => s.dispatch);
  useEffect(() => {
    const apply = () => {
      const status = liveCatalogue.providers.get(provider);
      if (status) void dispatch({ type: 'provider_status', statuses: { [provider]: status } });
    };
    if (liveCatalogue.providers.get(provider) === 'down') apply();
    return liveCatalogue.providers.subscribe(provider, apply);
  }, [dispatch, provider]);
  return null;
}

/**
 * Prices and statuses missed in a gap come from the catalogue. If that read fails the slip still
 * follows live moves, and placement refuses a price the server no longer offers.
 */
function useCatchUpAfterGap() {
  const dispatch = useTicket((s) => s.dispatch);
  useEffect(
    () =>
      onUnrecovered(() => {
        const selections = useTicket.getState().ticket.bets.flatMap((bet) => bet.selections);
        if (selections.length === 0) return;
        // Its reads load with the first gap: most visits never have one.
        import('../api/catalogue')
          .then(({ freshSlipMarkets }) => freshSlipMarkets(selections))
          .then(
            ({ markets, matches }) => {
              for (const match of matches)
                void dispatch({ type: 'match_status', matchId: match.id, status: match.status });
              for (const market of markets) void dispatch({ type: 'market_update', market });
            },
            () => undefined,
          );
      }),
    [dispatch],
  );
}

/**
 * The slip keeps its matches' names as the page that picked them wrote them: when the page's
 * language is another, the names are read again in it (market and outcome names follow the page
 * by themselves). A read that fails leaves the names as they were, to try on the next page.
 */
function useNamesInPageLanguage() {
  const locale = useIntl().locale;
  const dispatch = useTicket((s) => s.dispatch);
  useEffect(() => {
    const { namesLocale, setNamesLocale, ticket } = useTicket.getState();
    const matchIds = [
      ...new Set(ticket.bets.flatMap((bet) => bet.selections.map((s) => s.matchId))),
    ];
    if (namesLocale === locale) return;
    // Names of unknown language (picked before any page showed the slip) are read again too.
    if (matchIds.length === 0) {
      setNamesLocale(locale);
      return;
    }
    let current = true;
    import('../api/catalogue')
      .then(({ matchNamesIn }) => matchNamesIn(matchIds, locale))
      .then(
        (names) => {
          if (!current) return;
          for (const [matchId, matchNames] of names)
            void dispatch({ type: 'match_names', matchId, names: matchNames });
          setNamesLocale(locale);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [dispatch, locale]);
}

export function LiveSelections() {
  useCatchUpAfterGap();
  useNamesInPageLanguage();
  // Select the stable bets array; a derived array here would be new on every read. Followed a
  // render later than the slip shows them: a tap's frame holds the slip, not the channels' work.
  const bets = useDeferredValue(useTicket((s) => s.ticket.bets));
  const selections = bets.flatMap((bet) => bet.selections);
  const matchIds = [...new Set(selections.map((s) => s.matchId))];
  const providers = [...new Set(selections.map((s) => s.provider))];
  return (
    <>
      {matchIds.map((id) => (
        <MatchChannel key={id} matchId={id} />
      ))}
      {selections.map((s) => (
        <FollowSelection key={s.id} selection={s} />
      ))}
      {providers.map((provider) => (
        <FollowProvider key={provider} provider={provider} />
      ))}
    </>
  );
}
