'use client';
// The promotions page: banners, the player's bonus cards, a detail dialog with the terms and
// activation, and promo-code entry. Refusals show the message of the API's message id.
import type { Bonus } from '@sportsbook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { PlayerGate } from '@/components/session/player-gate';
import { ClientApiError, reportFailure } from '@/lib/api/client';
import { clockOf } from '@/lib/i18n/clock';
import { usePlayer } from '@/lib/session/player-store';
import { activateBonus, getBonuses, getBonusTerms, redeemPromoCode } from '../api/bonuses';
import { confirmingOnPage } from '../utils/confirmed-on-page';
import { bonusAmount, bonusConditions, bonusRanges } from './bonus-summary';
import { Lootboxes } from './lootboxes';
import { PromotionBanners } from './promotion-banners';
import styles from './promotions.module.css';

const BONUSES_KEY = 'bonuses';

/** A refusal's message id, or null for a failure the global alert reports. */
function refusalOf(failure: unknown): string | null {
  if (failure instanceof ClientApiError && failure.status >= 400 && failure.status < 500) {
    if (failure.status === 401) return null;
    return failure.messageId;
  }
  return null;
}

function Refusal({ id, messageId }: { id: string; messageId: string }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.error} role="alert" data-message-id={messageId}>
      {intl.formatMessage({ id: messageId })}
    </p>
  );
}

function ValidTo({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  if (!bonus.valid_to) return null;
  return (
    <>
      <dt>{intl.formatMessage({ id: 'promotions.valid-to' })}</dt>
      <dd>
        <time dateTime={bonus.valid_to}>
          {intl.formatDate(bonus.valid_to, {
            dateStyle: 'medium',
            timeStyle: 'short',
            ...clockOf(intl.locale),
          })}
        </time>
      </dd>
    </>
  );
}

function BonusFacts({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  const amount = bonusAmount(intl, bonus);
  const ranges = bonusRanges(intl, bonus);
  const conditions = bonusConditions(intl, bonus);
  return (
    <>
      <dl className={styles.facts}>
        {amount ? (
          <>
            <dt>{intl.formatMessage({ id: 'promotions.amount' })}</dt>
            <dd>{amount}</dd>
          </>
        ) : null}
        {bonus.type === 'ambFreebet' && bonus.possible_progress_count ? (
          <>
            <dt>{intl.formatMessage({ id: 'promotions.progress' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'promotions.progress.value' },
                { done: bonus.progress_count ?? 0, total: bonus.possible_progress_count },
              )}
            </dd>
          </>
        ) : null}
        <ValidTo bonus={bonus} />
      </dl>
      {ranges.length > 0 ? (
        <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'promotions.ranges' })}>
          {ranges.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {conditions.length > 0 ? (
        <ul
          className={styles.lines}
          aria-label={intl.formatMessage({ id: 'promotions.conditions' })}
        >
          {conditions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function BonusCard({ bonus, onOpen }: { bonus: Bonus; onOpen: (bonus: Bonus) => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li className={styles.bonus} data-status={bonus.status} aria-labelledby={titleId}>
      <div className={styles.bonusHead}>
        <span className={styles.kind}>
          {intl.formatMessage({ id: `promotions.type.${bonus.type}` })}
        </span>
        <span className={styles.state} data-status={bonus.status}>
          {intl.formatMessage({ id: `promotions.status.${bonus.status}` })}
        </span>
      </div>
      <h3 id={titleId} className={styles.bonusTitle}>
        {bonus.name}
      </h3>
      {bonus.description ? <p className={styles.description}>{bonus.description}</p> : null}
      <BonusFacts bonus={bonus} />
      <button
        type="button"
        className={styles.button}
        aria-label={intl.formatMessage({ id: 'promotions.details-named' }, { name: bonus.name })}
        onClick={() => onOpen(bonus)}
      >
        {intl.formatMessage({ id: 'promotions.details' })}
      </button>
    </li>
  );
}

/**
 * A bonus call of the page: busy while it runs, then the list refreshed; a refusal is kept by its
 * message id to show, any other failure goes to the global alert.
 */
function useBonusCall() {
  const client = useQueryClient();
  const loggedIn = usePlayer((s) => s.authStatus === 'LOGGED_IN');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await call();
      await client.invalidateQueries({ queryKey: [BONUSES_KEY, 'list'] });
    } catch (failure) {
      const messageId = refusalOf(failure);
      if (messageId) setRefusal(messageId);
      else reportFailure(failure, loggedIn);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, setRefusal, run };
}

function BonusDialog({ bonus, onClose }: { bonus: Bonus; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, refusal, run } = useBonusCall();
  const terms = useQuery({
    queryKey: [BONUSES_KEY, 'terms', bonus.id, intl.locale],
    queryFn: ({ signal }) => getBonusTerms(bonus, intl.locale, signal),
  });
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const activate = () => run(() => activateBonus(bonus.id, intl.locale));

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {bonus.name}
      </h2>
      <p className={styles.dialogMeta}>
        {intl.formatMessage({ id: `promotions.type.${bonus.type}` })} ·{' '}
        <span data-testid="bonus-dialog-status">
          {intl.formatMessage({ id: `promotions.status.${bonus.status}` })}
        </span>
      </p>
      <BonusFacts bonus={bonus} />
      <section aria-labelledby={`${id}-terms`}>
        <h3 id={`${id}-terms`} className={styles.termsTitle}>
          {intl.formatMessage({ id: 'promotions.terms' })}
        </h3>
        {terms.data ? (
          terms.data.terms.length > 0 ? (
            <ol className={styles.terms}>
              {terms.data.terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{intl.formatMessage({ id: 'promotions.terms.none' })}</p>
          )
        ) : (
          <p className={styles.muted} role="status">
            {intl.formatMessage({ id: 'promotions.loading' })}
          </p>
        )}
      </section>
      {refusal ? <Refusal id={`${id}-refusal`} messageId={refusal} /> : null}
      <div className={styles.dialogActions}>
        {bonus.status === 'available' || bonus.status === 'not_available' ? (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            onClick={() => void activate()}
          >
            {intl.formatMessage({ id: 'promotions.activate' })}
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()}>
          {intl.formatMessage({ id: 'promotions.close' })}
        </button>
      </div>
    </dialog>
  );
}

function PromoCodeForm() {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const { busy, refusal, setRefusal, run } = useBonusCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRedeemed(null);
    if (code.trim() === '') {
      setRefusal('promotions.promo-code.empty');
      return;
    }
    await run(async () => {
      const answer = await confirmingOnPage(() => redeemPromoCode(code.trim(), intl.locale));
      setCode('');
      setRedeemed(answer.name);
    });
  };

  return (
    <form
      className={styles.promo}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'promotions.promo-code.title' })}
      </h2>
      <div className={styles.promoRow}>
        <label className={styles.field} htmlFor={`${id}-code`}>
          {intl.formatMessage({ id: 'promotions.promo-code.label' })}
          <input
            id={`${id}-code`}
            className={styles.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setRefusal(null);
            }}
          />
        </label>
        <button type="submit" className={styles.primary} disabled={busy}>
          {intl.formatMessage({ id: 'promotions.promo-code.submit' })}
        </button>
      </div>
      {refusal ? <Refusal id={`${id}-refusal`} messageId={refusal} /> : null}
      <p className={styles.success} role="status">
        {redeemed
          ? intl.formatMessage({ id: 'promotions.promo-code.redeemed' }, { name: redeemed })
          : ''}
      </p>
    </form>
  );
}

function PromotionsBody() {
  const intl = useIntl();
  const id = useId();
  const playerId = usePlayer((s) => s.profile?.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = useQuery({
    queryKey: [BONUSES_KEY, 'list', playerId, intl.locale],
    queryFn: ({ signal }) => getBonuses(intl.locale, signal),
    staleTime: 0,
  });
  // Chests, huntings and tournaments have sections of their own, not generic cards.
  const ownSection = new Set(['lootbox', 'hunting', 'tournament']);
  const yours = list.data?.filter((bonus) => !ownSection.has(bonus.type));
  const open = yours?.find((bonus) => bonus.id === openId) ?? null;
  const openDetails = (picked: Bonus) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpenId(picked.id);
  };

  return (
    <>
      {yours ? <PromotionBanners bonuses={yours} onOpen={openDetails} /> : null}
      <PromoCodeForm />
      {list.data && playerId ? (
        <Lootboxes
          chests={list.data.filter((bonus) => bonus.type === 'lootbox')}
          playerId={playerId}
        />
      ) : null}
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'promotions.yours' })}
        </h2>
        {yours ? (
          yours.length > 0 ? (
            <ul className={styles.bonuses}>
              {yours.map((bonus) => (
                <BonusCard key={bonus.id} bonus={bonus} onOpen={openDetails} />
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{intl.formatMessage({ id: 'promotions.empty' })}</p>
          )
        ) : list.isError ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage({ id: 'promotions.failed' })}
          </p>
        ) : (
          <p className={styles.muted} role="status">
            {intl.formatMessage({ id: 'promotions.loading' })}
          </p>
        )}
      </section>
      {open ? (
        <BonusDialog
          key={open.id}
          bonus={open}
          onClose={() => {
            setOpenId(null);
            opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

const PromotionsWithQueries = withQueryClient(PromotionsBody);

export function PromotionsView() {
  return (
    <PlayerGate prompt="promotions.sign-in" className={styles.gate}>
      <PromotionsWithQueries />
    </PlayerGate>
  );
}
