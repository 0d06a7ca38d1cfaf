'use client';
// The statistics tab's history: the two sides' earlier meetings and each side's latest results,
// read from the catalogue's finished matches. Loaded with the tab (it reads through the query
// library, which the page does not load up front).
import type { FormEntry, Match, PastMatch } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { withQueryClient } from '@/components/providers/query-provider';
import { matchHistoryQuery } from '../api/history';
import styles from './match-history.module.css';

function PastRow({ past, result }: { past: PastMatch; result?: FormEntry['result'] }) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
      <span className={styles.date}>
        {intl.formatDate(new Date(past.start_time), { day: 'numeric', month: 'short' })}
      </span>
      <span className={styles.teams}>
        <bdi>{past.home}</bdi> {past.score.home}:{past.score.away} <bdi>{past.away}</bdi>
      </span>
      {result ? (
        <span className={styles.result} data-result={result}>
          <span aria-hidden="true">{intl.formatMessage({ id: `matchCentre.form.${result}` })}</span>
          <span className="visually-hidden">
            {intl.formatMessage({ id: `matchCentre.form.${result}.long` })}
          </span>
        </span>
      ) : null}
    </li>
  );
}

function Form({ team, entries }: { team: string; entries: FormEntry[] }) {
  const intl = useIntl();
  return (
    <div className={styles.form}>
      <h4 className={styles.team}>{team}</h4>
      {entries.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.form.none' })}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <PastRow key={entry.id} past={entry} result={entry.result} />
          ))}
        </ol>
      )}
    </div>
  );
}

function MatchHistoryBody({ match }: { match: Match }) {
  const intl = useIntl();
  const history = useQuery({
    ...matchHistoryQuery(match.id, intl.locale),
    meta: { inlineError: true },
  });
  if (history.isPending)
    return <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.loading' })}</p>;
  if (history.isError)
    return <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.unavailable' })}</p>;
  const { head_to_head, form } = history.data;
  return (
    <>
      <section aria-labelledby={`h2h-${match.id}`} className={styles.section}>
        <h3 id={`h2h-${match.id}`} className={styles.heading}>
          {intl.formatMessage({ id: 'matchCentre.h2h.title' })}
        </h3>
        {head_to_head.length === 0 ? (
          <p className={styles.none}>{intl.formatMessage({ id: 'matchCentre.h2h.none' })}</p>
        ) : (
          <ol className={styles.list}>
            {head_to_head.map((past) => (
              <PastRow key={past.id} past={past} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={`form-${match.id}`} className={styles.section}>
        <h3 id={`form-${match.id}`} className={styles.heading}>
          {intl.formatMessage({ id: 'matchCentre.form.title' })}
        </h3>
        <div className={styles.forms}>
          <Form team={match.competitors.home?.name ?? ''} entries={form.home} />
          <Form team={match.competitors.away?.name ?? ''} entries={form.away} />
        </div>
      </section>
    </>
  );
}

export const MatchHistory = withQueryClient(MatchHistoryBody);
