'use client';
// Follows the signed-in player's private channel: balances, the active account, bets, cash-out
// offers, settled payments, and the end of every session when a time-out or self-exclusion begins.
import type {
  AccountChanged,
  BalanceChanged,
  BetCashoutChanged,
  BetChanged,
  BetsPage,
  PaymentChanged,
  ServerBetBody,
  SessionEnded,
} from '@sportsbook/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAlerts } from '@/lib/alerts';
import { holdPrivateChannel, PRIVATE_SUBSCRIBED } from '@/lib/live/connection';
import { isEvent } from '@/lib/live/realtime-events';
import { signOutExcluded } from '@/lib/session/exclusion-sign-out';
import { usePlayer } from '@/lib/session/player-store';
import { withQueryClient } from '@/components/providers/query-provider';

/** A VIP bet the trader rejected is taken off the list (spec: vip rule). */
const isVipRejected = (bet: ServerBetBody) => bet.is_vip && bet.status === 'rejected';

/** Applies a change to every cached page of My bets, so the list updates without a reload. */
function updateCachedBets(
  client: QueryClient,
  change: (bet: ServerBetBody) => ServerBetBody | null,
): void {
  client.setQueriesData<BetsPage>({ queryKey: ['bets'] }, (page) => {
    if (!page) return page;
    const data = page.data.flatMap((bet) => {
      const next = change(bet);
      return next ? [next] : [];
    });
    return { ...page, data };
  });
}

/** The wallet's lists on screen are read again (money moved, here or on another device). */
function refreshWalletLists(client: QueryClient): void {
  for (const key of ['withdrawals', 'withdrawable', 'transactions'])
    void client.invalidateQueries({ queryKey: [key], refetchType: 'active' });
}

/** A waiting payment the cashier settled: its alert (success, or declined), and fresh lists. */
function showPaymentSettled(client: QueryClient, intl: IntlShape, event: PaymentChanged): void {
  const { transaction, message } = event.message;
  useAlerts.getState().show({
    kind: transaction.status === 'success' ? 'success' : 'error',
    title: intl.formatMessage({ id: message }),
  });
  refreshWalletLists(client);
}

function PlayerChannelBody() {
  const intl = useIntl();
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const setBalance = usePlayer((s) => s.setBalance);
  const reloadPlayer = usePlayer((s) => s.load);
  const client = useQueryClient();
  useEffect(() => {
    if (!playerId) return;
    return holdPrivateChannel(playerId, (event) => {
      if (event.event_name === PRIVATE_SUBSCRIBED) {
        // Subscribed after sign-in or a reconnect: balances and bets may have moved meanwhile.
        void reloadPlayer();
        void client.invalidateQueries({ queryKey: ['bets'], refetchType: 'active' });
        refreshWalletLists(client);
        return;
      }
      if (isEvent<BalanceChanged>(event, 'balance_changed')) {
        const { balance: account, entry_id } = event.message;
        setBalance(account.currency, account.balance, entry_id);
        // A withdrawal asked for in another tab or on another device (in any currency) is listed
        // pending at once, not first seen when the cashier has paid it.
        refreshWalletLists(client);
        return;
      }
      if (isEvent<AccountChanged>(event, 'account_changed')) {
        // Another tab or device switched currency: stakes, the header and the wallet follow the
        // active account rather than have the next bet refused in the old currency.
        void reloadPlayer();
        refreshWalletLists(client);
        // The switch may have opened an account: the lists of accounts are read again.
        void client.invalidateQueries({ queryKey: ['player-accounts'], refetchType: 'active' });
        return;
      }
      if (isEvent<BetChanged>(event, 'bet_changed')) {
        const fresh = event.message.bet;
        updateCachedBets(client, (bet) =>
          bet.id !== fresh.id ? bet : isVipRejected(fresh) ? null : fresh,
        );
        // A bet can move between the open and settled lists (or arrive new): re-read them.
        void client.invalidateQueries({ queryKey: ['bets'], refetchType: 'active' });
        return;
      }
      if (isEvent<SessionEnded>(event, 'session_ended')) {
        void signOutExcluded(intl, event.message.reason, event.message.until);
        return;
      }
      if (isEvent<PaymentChanged>(event, 'payment_changed')) {
        showPaymentSettled(client, intl, event);
        return;
      }
      if (isEvent<BetCashoutChanged>(event, 'bet_cashout_changed')) {
        const { bet_id, to_cashout } = event.message;
        updateCachedBets(client, (bet) => (bet.id === bet_id ? { ...bet, to_cashout } : bet));
      }
    });
  }, [playerId, setBalance, reloadPlayer, client, intl]);
  return null;
}

/** Reads through TanStack Query, which loads with this part of the page. */
export const PlayerChannel = withQueryClient(PlayerChannelBody);
