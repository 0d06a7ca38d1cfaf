'use client';
// The player's chests on the promotions page (from the page's bonus list, which carries each
// chest's odds and draw). Opening one refreshes the bonus lists, so the freebet it drew shows in
// the list and in the bet slip's picker.
import type { Bonus } from '@sportsbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { activateBonus } from '../api/bonuses';
import { LootboxCard } from './lootbox-card';
import styles from './lootboxes.module.css';

export function Lootboxes({ chests, playerId }: { chests: Bonus[]; playerId: string }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = async (chest: Bonus): Promise<Bonus | null> => {
    setRefusal(null);
    try {
      const opened = await activateBonus(chest.id, intl.locale);
      await client.invalidateQueries({ queryKey: ['bonuses', 'list'] });
      return opened;
    } catch (failure) {
      const refused =
        failure instanceof ClientApiError && failure.status >= 400 && failure.status < 500;
      if (refused && failure.status !== 401) setRefusal(failure.messageId);
      else reportFailure(failure, true);
      return null;
    }
  };

  if (chests.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.title}>
        {intl.formatMessage({ id: 'lootbox.title' })}
      </h2>
      {refusal ? (
        <p className={styles.error} role="alert" data-message-id={refusal}>
          {intl.formatMessage({ id: refusal })}
        </p>
      ) : null}
      <ul className={styles.chests}>
        {chests.map((chest) => (
          <LootboxCard key={chest.id} chest={chest} playerId={playerId} onOpen={open} />
        ))}
      </ul>
    </section>
  );
}
