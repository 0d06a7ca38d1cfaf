'use client';
// Sharing a bet slip by code, and turning a shared slip back into bets against the live catalogue.
import type { ShareCodeBody } from '@sportsbook/contracts';
import { stakeFromShare, toSharePayload } from '@sportsbook/contracts/slip-mappers';
import {
  hostPageLink,
  newBet,
  oddsFromDecimal,
  type BetSlipBet,
  type Selection,
} from '@sportsbook/domain';
import { apiFetch, ClientApiError } from '@/lib/api/client';
import { priceCustomBet } from '@/lib/api/custom-bet-price';
import { hostPageUrl } from '@/lib/host-page';
import { selectionFrom } from '@/features/betslip/utils/selection';
import { fetchMatchesWithMarkets, findMarket } from './catalogue';

/**
 * Stores the slip and answers the link that opens it: the current page with ?betcode=, or in a
 * frame whose host named its page (host_url), that page with ?betcode=.
 */
export async function createShareLink(bets: readonly BetSlipBet[]): Promise<string> {
  const { code } = await apiFetch<{ code: string }>('/api/sb/bets/share-code', {
    method: 'POST',
    body: { bets: bets.map(toSharePayload) },
  });
  const host = hostPageUrl();
  if (host) return hostPageLink(host, 'betcode', code);
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.set('betcode', code);
  return url.toString();
}

/** Spec: the three ways restoring a shared slip fails, by the message id of the modal. */
export type ShareFailure =
  | 'share-bet.not-found-modal.link-not-found'
  | 'share-bet.not-found-modal.link-try-another-bet'
  | 'share-bet.not-found-modal.link-try-later';

export type SharedSlip = { ok: true; bets: BetSlipBet[] } | { ok: false; reason: ShareFailure };

/**
 * A bet builder's legs priced now, as the bet builder prices them: the price a link carries is
 * not shown (anyone can write a link). A bet builder that cannot be priced now is left out, as a
 * selection that has gone is.
 */
async function withTodaysCustomPrice(bet: BetSlipBet): Promise<BetSlipBet | null> {
  if (bet.betType !== 'custom') return bet;
  try {
    const price = await priceCustomBet(bet.selections);
    return { ...bet, customOdds: oddsFromDecimal(price.odds) };
  } catch {
    return null;
  }
}

/**
 * The shared bets with today's prices: each selection is looked up in the catalogue; one that
 * has gone (finished match, removed market) is left out, and a bet left empty is dropped; a bet
 * builder is priced again.
 */
export async function loadSharedSlip(code: string, locale: string): Promise<SharedSlip> {
  let shared: ShareCodeBody['bets'];
  try {
    shared = (
      await apiFetch<ShareCodeBody>(`/api/sb/bets/share-code?code=${encodeURIComponent(code)}`)
    ).bets;
  } catch {
    return { ok: false, reason: 'share-bet.not-found-modal.link-not-found' };
  }
  try {
    const catalogue = await fetchMatchesWithMarkets(
      [...new Set(shared.flatMap((bet) => bet.selections.map((s) => s.match_id)))],
      locale,
    );
    const restored = shared.flatMap((payload): BetSlipBet[] => {
      const selections = payload.selections.flatMap((s): Selection[] => {
        const found = catalogue.get(s.match_id);
        const market = findMarket(found?.markets, {
          marketId: s.market_id,
          specifier: s.specifier,
        });
        const outcome = market?.outcomes.find((o) => o.id === s.outcome_id);
        return found && market && outcome ? [selectionFrom(found.match, market, outcome)] : [];
      });
      if (selections.length === 0) return [];
      const { stake, stakeSource } = stakeFromShare(payload);
      const bet = newBet(
        payload.betType,
        selections,
        { currency: payload.currency, subunits: payload.subunits },
        stake,
      );
      return [
        {
          ...bet,
          stakeSource,
          ...(payload.systemType ? { systemType: payload.systemType } : {}),
        },
      ];
    });
    const bets = (await Promise.all(restored.map(withTodaysCustomPrice))).filter(
      (bet): bet is BetSlipBet => bet !== null,
    );
    if (bets.length === 0)
      return { ok: false, reason: 'share-bet.not-found-modal.link-try-another-bet' };
    return { ok: true, bets };
  } catch (error) {
    if (error instanceof ClientApiError && error.status === 404) {
      return { ok: false, reason: 'share-bet.not-found-modal.link-try-another-bet' };
    }
    return { ok: false, reason: 'share-bet.not-found-modal.link-try-later' };
  }
}
