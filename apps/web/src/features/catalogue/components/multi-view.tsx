// The live page's multi-view: a few live matches chosen by the player, side by side, each kept
// live on its own channel. The choice is a plain GET form (?watch=…), so it works before the
// page's scripts load and the view is an address that can be shared.
import type { Match } from '@sportsbook/contracts';
import { toListMatch } from '@/components/matches/list-match';
import { GetForm } from '@/components/ui/get-form';
import { SectionHeading } from '@/components/ui/section-heading';
import { LocalLink } from '@/components/ui/local-link';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { MultiViewCard } from './multi-view-card';
import styles from './multi-view.module.css';

/** At most this many matches side by side (two rows of two on a wide screen). */
const MULTI_VIEW_MAX = 4;

/** The chosen match ids from `?watch=1&watch=2` (or `?watch=1,2`), known live ones only. */
export function watchedIds(value: string | string[] | undefined, live: Match[]): number[] {
  const wanted = [value ?? []]
    .flat()
    .flatMap((part) => part.split(','))
    .map(Number);
  const liveIds = new Set(live.map((match) => match.id));
  return [...new Set(wanted)].filter((id) => liveIds.has(id)).slice(0, MULTI_VIEW_MAX);
}

const title = (match: Match) =>
  match.competitors.home && match.competitors.away
    ? `${match.competitors.home.name} – ${match.competitors.away.name}`
    : match.name;

export function MultiView({
  live,
  watched,
  sport,
  locale,
}: {
  /** The live matches the picker offers. */
  live: Match[];
  watched: number[];
  /** The sport filter to keep when the form is sent. */
  sport: string | null;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const chosen = watched
    .map((id) => live.find((match) => match.id === id))
    .filter((match): match is Match => match !== undefined);
  return (
    <section aria-labelledby="multi-view" className={styles.section}>
      <SectionHeading id="multi-view">
        {intl.formatMessage({ id: 'nav.multiview.title' })}
      </SectionHeading>
      {chosen.length > 0 ? (
        <>
          <ul className={styles.grid}>
            {chosen.map((match) => (
              <MultiViewCard
                key={match.id}
                match={toListMatch(match)}
                league={`${match.tournament.category.name} · ${match.tournament.name}`}
                locale={locale}
              />
            ))}
          </ul>
          <LocalLink
            href={sport ? `/live?sport=${sport}` : '/live'}
            locale={locale}
            className={styles.close}
          >
            {intl.formatMessage({ id: 'nav.multiview.close' })}
          </LocalLink>
        </>
      ) : null}
      <details className={styles.picker}>
        <summary className={styles.summary}>
          {intl.formatMessage({ id: 'nav.multiview.choose' }, { max: MULTI_VIEW_MAX })}
        </summary>
        <GetForm action={localizeHref('/live', locale)} className={styles.form}>
          {sport ? <input type="hidden" name="sport" value={sport} /> : null}
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">
              {intl.formatMessage({ id: 'nav.multiview.choose' }, { max: MULTI_VIEW_MAX })}
            </legend>
            {live.map((match) => (
              <label key={match.id} className={styles.choice}>
                <input
                  type="checkbox"
                  name="watch"
                  value={match.id}
                  defaultChecked={watched.includes(match.id)}
                />
                <span>{title(match)}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className={styles.submit}>
            {intl.formatMessage({ id: 'nav.multiview.show' })}
          </button>
        </GetForm>
      </details>
    </section>
  );
}
