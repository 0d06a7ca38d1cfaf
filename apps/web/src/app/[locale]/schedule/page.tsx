import { MATCH_STATUS, matchStatusList } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { LocalLink } from '@/components/ui/local-link';
import { PageTitle } from '@/components/ui/page-title';
import { getAllMatches } from '@/features/catalogue/api/catalogue';
import { MatchList } from '@/components/matches/match-list';
import { getIntl, routeLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/i18n/seo';
import styles from './schedule.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ day?: string }> };

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The schedule is rendered per request, so "today" is read from the request's clock. */
const startOfToday = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return pageMetadata(getIntl(locale).formatMessage({ id: 'schedule.title' }), '/schedule', locale);
}

export default async function SchedulePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const today = startOfToday();
  const days = Array.from({ length: 7 }, (_, i) => today + i * DAY_MS);
  const wanted = (await searchParams).day;
  const day = days.find((d) => isoDay(d) === wanted) ?? today;
  const matches = await getAllMatches({
    locale,
    type: 'match',
    match_status: matchStatusList(MATCH_STATUS.prematch, MATCH_STATUS.live),
    start_from: new Date(day).toISOString(),
    start_to: new Date(day + DAY_MS - 1).toISOString(),
    sort_by: 'start_time',
  });
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'schedule.title' })}</PageTitle>
      <nav className={styles.days} aria-label={intl.formatMessage({ id: 'schedule.title' })}>
        {days.map((d, index) => (
          <LocalLink
            key={d}
            href={`/schedule?day=${isoDay(d)}`}
            locale={locale}
            className={styles.day}
            aria-current={d === day ? 'date' : undefined}
          >
            {index === 0
              ? intl.formatMessage({ id: 'match.today' })
              : index === 1
                ? intl.formatMessage({ id: 'match.tomorrow' })
                : intl.formatDate(d, {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
          </LocalLink>
        ))}
      </nav>
      {matches.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'home.empty.title' })} />
      ) : (
        <MatchList matches={matches} locale={locale} />
      )}
    </>
  );
}
