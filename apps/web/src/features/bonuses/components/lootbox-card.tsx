'use client';
// One chest on the promotions page: its picture by size, Open (a short opening animation unless
// the player prefers reduced motion), the reward revealed in a live region, and the published
// odds and the draw's audit data (seed hash before opening; seed and roll after).
import type { Bonus } from '@sportsbook/contracts';
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { currencyInfo } from '@/lib/currency-info';
import styles from './lootboxes.module.css';

/** How long the chest shakes before its reward shows (none with reduced motion). */
const OPENING_MS = 900;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Reward = NonNullable<Bonus['rewards']>[number];

function rewardText(intl: IntlShape, reward: Reward, currency: string | null | undefined): string {
  if (reward.kind === 'nothing' || reward.amount === null || !reward.freebet_type || !currency) {
    return intl.formatMessage({ id: 'lootbox.reward.nothing' });
  }
  return intl.formatMessage(
    { id: 'lootbox.reward.freebet' },
    {
      kind: intl.formatMessage({ id: `promotions.type.${reward.freebet_type}` }),
      amount: formatMoney(minorUnits(reward.amount), currencyInfo(currency), intl.locale),
    },
  );
}

function OddsTable({ chest }: { chest: Bonus }) {
  const intl = useIntl();
  return (
    <table className={styles.odds}>
      <caption>{intl.formatMessage({ id: 'lootbox.odds' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'lootbox.odds.reward' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'lootbox.odds.chance' })}</th>
        </tr>
      </thead>
      <tbody>
        {(chest.rewards ?? []).map((reward, index) => (
          <tr key={index} data-drawn={chest.draw?.reward_index === index || undefined}>
            <td>{rewardText(intl, reward, chest.currency)}</td>
            <td>
              {intl.formatNumber(reward.odds_percent / 100, {
                style: 'percent',
                maximumFractionDigits: 2,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Audit({ chest, playerId }: { chest: Bonus; playerId: string }) {
  const intl = useIntl();
  const draw = chest.draw;
  if (!draw) return null;
  const sealed = intl.formatMessage({ id: 'lootbox.audit.sealed' });
  // Hex values read left to right in every locale; the sealed note reads as the page does.
  const value = (text: string | number | null, testId?: string) => (
    <dd data-testid={testId}>
      {text === null ? (
        sealed
      ) : (
        <span dir="ltr" className={styles.hex}>
          {text}
        </span>
      )}
    </dd>
  );
  return (
    <>
      <dl className={styles.audit}>
        <dt>{intl.formatMessage({ id: 'lootbox.audit.hash' })}</dt>
        {value(draw.server_seed_hash, 'lootbox-seed-hash')}
        <dt>{intl.formatMessage({ id: 'lootbox.audit.seed' })}</dt>
        {value(draw.server_seed, 'lootbox-seed')}
        <dt>{intl.formatMessage({ id: 'lootbox.audit.roll' })}</dt>
        {value(draw.roll)}
        <dt>{intl.formatMessage({ id: 'lootbox.audit.player' })}</dt>
        {value(playerId)}
        <dt>{intl.formatMessage({ id: 'lootbox.audit.chest' })}</dt>
        {value(chest.id)}
      </dl>
      <p className={styles.how}>{intl.formatMessage({ id: 'lootbox.audit.how' })}</p>
    </>
  );
}

export function LootboxCard({
  chest,
  playerId,
  onOpen,
}: {
  chest: Bonus;
  playerId: string;
  /** Opens the chest; answers it with its draw. */
  onOpen: (chest: Bonus) => Promise<Bonus | null>;
}) {
  const intl = useIntl();
  const id = useId();
  const result = useRef<HTMLParagraphElement>(null);
  const [opening, setOpening] = useState(false);
  const size = chest.chest_size ?? 'small';
  const drawn = chest.draw?.reward_index ?? null;
  const reward = drawn === null ? null : chest.rewards?.[drawn];
  const openable = chest.status === 'available' || chest.status === 'not_available';

  const open = async () => {
    setOpening(true);
    const wait = new Promise((resolve) =>
      setTimeout(resolve, prefersReducedMotion() ? 0 : OPENING_MS),
    );
    const [opened] = await Promise.all([onOpen(chest), wait]);
    setOpening(false);
    // The button is gone once the chest is open: focus moves to the reward it revealed.
    if (opened) requestAnimationFrame(() => result.current?.focus());
  };

  return (
    <li
      className={styles.chest}
      data-size={size}
      data-status={chest.status}
      aria-labelledby={`${id}-name`}
    >
      <img
        className={styles.picture}
        data-opening={opening || undefined}
        src={`/sports/lootbox/chest-${size}.svg`}
        alt={intl.formatMessage({ id: `lootbox.size.${size}` })}
        width={size === 'large' ? 144 : size === 'medium' ? 120 : 96}
        height={size === 'large' ? 120 : size === 'medium' ? 100 : 80}
      />
      <div className={styles.body}>
        <h3 id={`${id}-name`} className={styles.name}>
          {chest.name}
        </h3>
        {chest.description ? <p className={styles.description}>{chest.description}</p> : null}
        <p
          ref={result}
          tabIndex={-1}
          className={styles.result}
          role="status"
          data-testid="lootbox-reward"
        >
          {opening
            ? intl.formatMessage({ id: 'lootbox.opening' })
            : reward
              ? intl.formatMessage(
                  { id: 'lootbox.won' },
                  { reward: rewardText(intl, reward, chest.currency) },
                )
              : ''}
        </p>
        {openable || opening ? (
          <button
            type="button"
            className={styles.open}
            disabled={opening}
            aria-label={intl.formatMessage({ id: 'lootbox.open-named' }, { name: chest.name })}
            onClick={() => void open()}
          >
            {intl.formatMessage({ id: 'lootbox.open' })}
          </button>
        ) : null}
        <details className={styles.details}>
          <summary>{intl.formatMessage({ id: 'lootbox.details' })}</summary>
          <OddsTable chest={chest} />
          <Audit chest={chest} playerId={playerId} />
        </details>
      </div>
    </li>
  );
}
