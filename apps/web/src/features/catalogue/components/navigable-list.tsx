// A sport's or a league's matches with their navigation: the chosen "starting soon" window or day,
// else every day under its own heading (live matches first), each day grouped by league.
import type { Match } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import type { ReactNode } from 'react';
import { MatchList } from '@/components/matches/match-list';
import { groupByDay, type SoonHours } from '@/components/matches/list-days';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { visitorTimeZone } from '@/lib/i18n/visitor-time-zone';
import { dayLabel, ListNavigation, type ListChoice } from './list-navigation';
import styles from './list-navigation.module.css';

/** A list is rendered per request, so "now" (today, the next hours) is the request's clock. */
const requestTime = () => Date.now();

/** Prematch matches starting from now to the window's end. */
function startingSoon(matches: Match[], hours: SoonHours, now: number): Match[] {
  const end = now + hours * 3_600_000;
  return matches.filter((match) => {
    const start = Date.parse(match.start_time);
    return match.status === MATCH_STATUS.prematch && start >= now && start <= end;
  });
}

export async function NavigableList({
  matches,
  path,
  choice,
  picker,
  empty,
  locale,
}: {
  /** Every match of the list, in the list's order. */
  matches: Match[];
  path: string;
  choice: ListChoice;
  /** The league picker (a sport page has one). */
  picker?: ReactNode;
  /** What an empty choice shows. */
  empty: ReactNode;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const timeZone = await visitorTimeZone();
  const now = requestTime();
  const days = groupByDay(matches, timeZone);
  const shown = choice.soon
    ? [{ key: 'soon', matches: startingSoon(matches, choice.soon, now) }]
    : choice.day
      ? days.filter((day) => day.key === choice.day)
      : days;
  const nothing = shown.every((group) => group.matches.length === 0);
  return (
    <>
      <ListNavigation
        path={path}
        choice={choice}
        days={days}
        timeZone={timeZone}
        now={now}
        locale={locale}
      />
      {picker}
      {nothing
        ? empty
        : shown.map((group) => (
            <section key={group.key} className={styles.day} aria-labelledby={`day-${group.key}`}>
              <SectionHeading id={`day-${group.key}`}>
                {group.key === 'soon'
                  ? intl.formatMessage({ id: 'nav.soon.heading' }, { hours: choice.soon })
                  : dayLabel(intl, group.key, timeZone, now)}
              </SectionHeading>
              <MatchList matches={group.matches} locale={locale} />
            </section>
          ))}
    </>
  );
}
