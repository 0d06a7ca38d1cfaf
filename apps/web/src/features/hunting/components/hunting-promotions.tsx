'use client';
// The promotions page's huntings and hunting tournaments for a signed-in player, with the pools
// kept live by tournament_pool_changed on the player's private channel.
import type { Bonus, TournamentPoolChanged } from '@sportsbook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { holdPrivateChannel } from '@/lib/live/connection';
import { isEvent } from '@/lib/live/realtime-events';
import { usePlayer } from '@/lib/session/player-store';
import { huntingsQuery, tournamentsQuery } from '../api/hunting';
import { HuntingCard } from './hunting-card';
import styles from './hunting.module.css';
import { TournamentCard } from './tournament-card';

/** A pool that grew, written into the tournaments list; the leaderboards read again. */
function usePoolUpdates(playerId: string | undefined, locale: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (!playerId) return;
    return holdPrivateChannel(playerId, (event) => {
      if (!isEvent<TournamentPoolChanged>(event, 'tournament_pool_changed')) return;
      const { trigger_key: key, pool_amount: pool } = event.message;
      client.setQueryData<Bonus[]>(tournamentsQuery(playerId, locale).queryKey, (list) =>
        list?.map((b) => (b.trigger_key === key ? { ...b, pool_amount: pool } : b)),
      );
      void client.invalidateQueries({ queryKey: ['bonuses', 'tournament-rating'] });
    });
  }, [client, playerId, locale]);
}

const shown = (bonus: Bonus) =>
  bonus.status === 'available' ||
  bonus.status === 'active' ||
  bonus.status === 'not_available' ||
  bonus.status === 'bonus_over';

function HuntingPromotionsBody() {
  const intl = useIntl();
  const id = useId();
  const playerId = usePlayer((s) => s.profile?.id);
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const enabled = loggedIn && playerId !== undefined;
  const huntings = useQuery({ ...huntingsQuery(playerId, intl.locale), enabled });
  const tournaments = useQuery({ ...tournamentsQuery(playerId, intl.locale), enabled });
  usePoolUpdates(enabled ? playerId : undefined, intl.locale);
  const hunts = (huntings.data ?? []).filter(shown);
  const cups = (tournaments.data ?? []).filter(shown);
  if (!enabled || hunts.length + cups.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'hunting.title' })}
      </h2>
      <ul className={styles.cards}>
        {hunts.map((bonus) => (
          <HuntingCard key={bonus.id} bonus={bonus} />
        ))}
        {cups.map((bonus) => (
          <TournamentCard key={bonus.id} bonus={bonus} />
        ))}
      </ul>
    </section>
  );
}

export const HuntingPromotions = withQueryClient(HuntingPromotionsBody);
