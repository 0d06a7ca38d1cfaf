'use client';
// The limits screen of the account area: the limits in force with their pending changes (Confirm
// once the cooling-off is over), a form per kind, time-out and self-exclusion behind a
// confirmation step, and the history of every change.
import type { UserLimit } from '@sportsbook/contracts';
import { formatMoney, minorUnits } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { PlayerGate } from '@/components/session/player-gate';
import { currencyInfo } from '@/lib/currency-info';
import { signOutExcluded } from '@/lib/session/exclusion-sign-out';
import { activeAccount, usePlayer } from '@/lib/session/player-store';
import { confirmLimit, getLimitHistory, getLimits, removeLimit, setLimit } from '../api/limits';
import { useLimitActions, type Notice } from '../hooks/use-limit-actions';
import { ExclusionForm } from './exclusion-form';
import { LimitForm } from './limit-form';
import { LimitHistory } from './limit-history';
import {
  MONEY,
  SELF_EXCLUSION_MONTHS,
  TIME,
  TIME_OUT_HOURS,
  type LimitType,
  type Period,
} from './limit-kinds';
import styles from './limits-screen.module.css';
import { clockOf } from '@/lib/i18n/clock';

function LimitsScreenBody({ locale }: { locale: string }) {
  return (
    <PlayerGate prompt="limits.sign-in" className={styles.card}>
      <LimitsOfPlayer locale={locale} />
    </PlayerGate>
  );
}

function LimitsOfPlayer({ locale }: { locale: string }) {
  const intl = useIntl();
  const player = usePlayer();
  const [notice, setNotice] = useState<Notice>(null);
  const limits = useQuery({
    queryKey: ['limits', 'list', player.profile?.id],
    queryFn: ({ signal }) => getLimits(signal),
    // Read again every minute, so a change whose cooling-off ends offers its Confirm button.
    refetchInterval: 60_000,
  });
  const history = useQuery({
    queryKey: ['limits', 'history', player.profile?.id],
    queryFn: ({ signal }) => getLimitHistory(signal),
  });
  const actions = useLimitActions(setNotice);
  const currency = activeAccount(player.accounts)?.currency ?? 'EUR';

  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...clockOf(locale),
    }).format(new Date(iso));
  const valueText = (type: LimitType, value: number | null, code: string | null) => {
    if (value === null) return intl.formatMessage({ id: 'limits.value.none' });
    if (MONEY.includes(type)) {
      const unit = code ?? currency;
      return formatMoney(minorUnits(value), currencyInfo(unit), locale);
    }
    if (type === 'time_out')
      return intl.formatMessage({ id: 'limits.length.hours' }, { count: value });
    if (type === 'self_exclusion')
      return intl.formatMessage({ id: 'limits.length.months' }, { count: value });
    return intl.formatMessage({ id: 'limits.length.minutes' }, { count: value });
  };
  // When the list was read: a pending change is due when its date is past by then.
  const now = limits.dataUpdatedAt;
  const rows = limits.data ?? [];
  const active = rows.filter((l) => l.status === 'active');
  const pending = rows.filter((l) => l.status === 'pending');
  const exclusion = active.find(
    (l) =>
      (l.type === 'time_out' || l.type === 'self_exclusion') &&
      l.disable_at !== null &&
      Date.parse(l.disable_at) > now,
  );
  /** Every session ends with the exclusion (this one too): sign out here before reading again. */
  const exclude = async (type: 'time_out' | 'self_exclusion', value: number) => {
    const limit = await setLimit({ type, period: 'day', value });
    if (limit.disable_at) await signOutExcluded(intl, type, limit.disable_at);
    return limit;
  };
  const typeName = (type: LimitType) => intl.formatMessage({ id: `limits.type.${type}` });
  const periodName = (period: Period) => intl.formatMessage({ id: `limits.period.${period}` });

  const onSaved = (limit: UserLimit) =>
    limit.status === 'pending'
      ? intl.formatMessage(
          { id: 'limits.saved.pending' },
          { date: limit.confirm_until ? date(limit.confirm_until) : '' },
        )
      : intl.formatMessage({ id: 'limits.saved.applied' });

  const kinds = [...MONEY, ...TIME];
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'limits.intro' })}</p>
      <div aria-live="polite" className={styles.noticeSlot}>
        {notice?.kind === 'status' ? (
          <p role="status" className={styles.status}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {notice?.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      ) : null}
      {exclusion ? (
        <p className={styles.exclusion}>
          {intl.formatMessage(
            { id: 'limits.exclusion.active' },
            { type: typeName(exclusion.type), date: date(exclusion.disable_at!) },
          )}
        </p>
      ) : null}

      {kinds.map((type) => {
        const current = active.filter((l) => l.type === type);
        const changes = pending.filter((l) => l.type === type);
        return (
          <section key={type} className={styles.card} aria-labelledby={`limit-${type}`}>
            <h2 id={`limit-${type}`} className={styles.heading}>
              {typeName(type)}
            </h2>
            {current.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage({ id: 'limits.none' })}</p>
            ) : (
              <ul className={styles.list}>
                {current.map((limit) => (
                  <li key={limit.id} className={styles.item}>
                    <span>
                      {intl.formatMessage(
                        { id: 'limits.current' },
                        {
                          period: periodName(limit.period),
                          value: valueText(type, limit.value, limit.currency),
                        },
                      )}
                    </span>
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={actions.busy}
                      aria-label={intl.formatMessage(
                        { id: 'limits.remove.named' },
                        { limit: `${typeName(type)} (${periodName(limit.period)})` },
                      )}
                      onClick={() => void actions.run(() => removeLimit(limit.id), onSaved)}
                    >
                      {intl.formatMessage({ id: 'limits.remove' })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {changes.map((change) => {
              const due = change.confirm_until === null || Date.parse(change.confirm_until) <= now;
              const when = change.confirm_until ? date(change.confirm_until) : '';
              return (
                <div key={change.id} className={styles.pending}>
                  <p>
                    {change.value === null
                      ? intl.formatMessage(
                          { id: 'limits.pending.remove' },
                          { period: periodName(change.period), date: when },
                        )
                      : intl.formatMessage(
                          { id: 'limits.pending.change' },
                          {
                            period: periodName(change.period),
                            value: valueText(type, change.value, change.currency),
                            date: when,
                          },
                        )}
                  </p>
                  <div className={styles.actions}>
                    {due ? (
                      <button
                        type="button"
                        className={styles.primary}
                        disabled={actions.busy}
                        onClick={() =>
                          void actions.run(
                            () => confirmLimit(change.id),
                            () => intl.formatMessage({ id: 'limits.confirmed' }),
                          )
                        }
                      >
                        {intl.formatMessage({ id: 'limits.confirm' })}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={actions.busy}
                      onClick={() =>
                        void actions.run(
                          () => removeLimit(change.id),
                          () => intl.formatMessage({ id: 'limits.kept' }),
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'limits.keep' })}
                    </button>
                  </div>
                </div>
              );
            })}
            <LimitForm
              type={type}
              currency={currency}
              locale={locale}
              busy={actions.busy}
              onSubmit={(period, value) =>
                void actions.run(() => setLimit({ type, period, value }), onSaved)
              }
            />
          </section>
        );
      })}

      <ExclusionForm
        type="time_out"
        lengths={TIME_OUT_HOURS}
        busy={actions.busy}
        lengthText={(value) => valueText('time_out', value, null)}
        onConfirm={(value) =>
          void actions.run(
            () => exclude('time_out', value),
            (limit) =>
              intl.formatMessage(
                { id: 'limits.exclusion.active' },
                { type: typeName('time_out'), date: date(limit.disable_at ?? '') },
              ),
          )
        }
      />
      <ExclusionForm
        type="self_exclusion"
        lengths={SELF_EXCLUSION_MONTHS}
        busy={actions.busy}
        lengthText={(value) => valueText('self_exclusion', value, null)}
        onConfirm={(value) =>
          void actions.run(
            () => exclude('self_exclusion', value),
            (limit) =>
              intl.formatMessage(
                { id: 'limits.exclusion.active' },
                { type: typeName('self_exclusion'), date: date(limit.disable_at ?? '') },
              ),
          )
        }
      />

      <section className={styles.card} aria-labelledby="limits-history">
        <h2 id="limits-history" className={styles.heading}>
          {intl.formatMessage({ id: 'limits.history.title' })}
        </h2>
        <LimitHistory
          events={history.data ?? []}
          date={date}
          typeName={typeName}
          periodName={periodName}
          valueText={(event) => valueText(event.type, event.value, null)}
        />
      </section>
    </div>
  );
}

export default withQueryClient(LimitsScreenBody);
