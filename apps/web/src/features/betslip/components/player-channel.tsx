'use client';
// Follows the signed-in player's private channel: balances, bets and cash-out offers live.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdPrivateChannel } from '@/lib/live/connection';
import { usePlayer } from '@/lib/session/player-store';

export function PlayerChannel() {
  const playerId = usePlayer((s) =>
    s.authStatus === 'LOGGED_IN' ? (s.profile?.id ?? null) : null,
  );
  const setBalance = usePlayer((s) => s.setBalance);
  const client = useQueryClient();
  useEffect(() => {
    if (!playerId) return;
    return holdPrivateChannel(playerId, (event) => {
      if (event.event_name === 'balance_changed') {
        const { balance } = event.message as { balance: { currency: string; balance: number } };
        setBalance(balance.currency, balance.balance);
      } else if (event.event_name === 'bet_changed' || event.event_name === 'bet_cashout_changed') {
        // My bets reloads: a settled, cashed-out or re-priced bet shows as it is now.
        void client.invalidateQueries({ queryKey: ['bets'] });
      }
    });
  }, [playerId, setBalance, client]);
  return null;
}
