'use client';
// The play-time dialogs: the reality check (time played, stakes, wins and net, with Continue or
// Leave), the out-of-session-limit dialog and the activity-limit-reached dialog.
import { formatMoney, minorUnits } from '@sportsbook/domain';
import type { RealityCheck } from '@sportsbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { ClientApiError } from '@/lib/api/client';
import { currencyInfo } from '@/lib/currency-info';
import { usePlayer } from '@/lib/session/player-store';
import { AuthDialog, AuthDialogTitle } from '@/features/account';
import { useContinueSportsbookSession } from '../api/continue-session';
import { dismissPlayTimeDialog, onSessionLimit, realityCheckAnswered } from '../play-time';
import type { PlayTimeDialog } from '../play-time-store';
import styles from './dialogs.module.css';

/** Minutes played as hours and minutes ("1 h 05 min" style through the message). */
function played(summary: RealityCheck): { hours: number; minutes: number } {
  const ms = Date.parse(summary.period.to) - Date.parse(summary.period.from);
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** In an iframe the host closes the sportsbook; elsewhere leaving signs the player out. */
function leave(): void {
  realityCheckAnswered();
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'sportsbook-close' }, '*');
  }
  void usePlayer.getState().signOut();
}

function RealityCheckDialog({ summary }: { summary: RealityCheck }) {
  const intl = useIntl();
  const proceed = useContinueSportsbookSession();
  const queryClient = useQueryClient();
  const currency = currencyInfo(summary.currency);
  const money = (value: number) => formatMoney(minorUnits(value), currency, intl.locale);
  const time = played(summary);
  const onContinue = () =>
    proceed.mutate(undefined, {
      onSuccess: () => {
        realityCheckAnswered();
        // A summary asked before the answer would show the check again.
        void queryClient.invalidateQueries({ queryKey: ['reality-check'] });
      },
      onError: (error) => {
        realityCheckAnswered();
        if (error instanceof ClientApiError && error.status === 403) onSessionLimit();
      },
    });
  return (
    <AuthDialog closable={false} onClose={() => undefined}>
      <AuthDialogTitle>{intl.formatMessage({ id: 'reality-check.title' })}</AuthDialogTitle>
      <p className={styles.lead}>{intl.formatMessage({ id: 'reality-check.lead' })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{intl.formatMessage({ id: 'reality-check.time-played' })}</dt>
          <dd data-testid="reality-check-time">
            {intl.formatMessage({ id: 'reality-check.duration' }, time)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'reality-check.bets-sum' })}</dt>
          <dd data-testid="reality-check-bets">{money(summary.bets_sum)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'reality-check.wins-sum' })}</dt>
          <dd data-testid="reality-check-wins">{money(summary.wins_sum)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'reality-check.net' })}</dt>
          <dd data-testid="reality-check-net">{money(summary.wins_sum - summary.bets_sum)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.submit}
          onClick={onContinue}
          aria-disabled={proceed.isPending || undefined}
          disabled={proceed.isPending}
        >
          {intl.formatMessage({ id: 'reality-check.continue' })}
        </button>
        <button type="button" className={styles.secondary} onClick={leave}>
          {intl.formatMessage({ id: 'reality-check.leave' })}
        </button>
      </div>
    </AuthDialog>
  );
}

function LimitDialog({ kind }: { kind: 'session_limit' | 'activity_limit' }) {
  const intl = useIntl();
  const text =
    kind === 'session_limit'
      ? { title: 'play-time.session-limit.title', body: 'play-time.session-limit.description' }
      : { title: 'play-time.activity-limit.title', body: 'play-time.activity-limit.description' };
  return (
    <AuthDialog closable onClose={dismissPlayTimeDialog}>
      <AuthDialogTitle>{intl.formatMessage({ id: text.title })}</AuthDialogTitle>
      <p className={styles.lead}>{intl.formatMessage({ id: text.body })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.submit} onClick={dismissPlayTimeDialog}>
          {intl.formatMessage({ id: 'play-time.ok' })}
        </button>
      </div>
    </AuthDialog>
  );
}

function PlayTimeDialogs({ dialog }: { dialog: PlayTimeDialog }) {
  return dialog.kind === 'reality_check' ? (
    <RealityCheckDialog key={dialog.summary.period.from} summary={dialog.summary} />
  ) : (
    <LimitDialog key={dialog.kind} kind={dialog.kind} />
  );
}

export default withQueryClient(PlayTimeDialogs);
