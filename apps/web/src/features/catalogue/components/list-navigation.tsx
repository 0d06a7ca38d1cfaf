// The navigation above a sport's or a league's list: "starting soon" windows and the days the list
// holds. Links, not buttons: each choice is an address a player can share and a crawler can follow.
import type { IntlShape } from '@formatjs/intl';
import { LocalLink } from '@/components/ui/local-link';
import { dayKey, SOON_HOURS, type DayGroup, type SoonHours } from '@/components/matches/list-days';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import styles from './list-navigation.module.css';

export interface ListChoice {
  soon: SoonHours | null;
  day: string | null;
}

/** A day's name: "Live now", "Today", "Tomorrow", else its weekday and date. */
export function dayLabel(
  intl: IntlShape<string>,
  key: string,
  timeZone: string,
  now: number,
): string {
  if (key === 'live') return intl.formatMessage({ id: 'nav.day.live' });
  if (key === dayKey(new Date(now), timeZone)) return intl.formatMessage({ id: 'nav.day.today' });
  if (key === dayKey(new Date(now + 86_400_000), timeZone))
    return intl.formatMessage({ id: 'nav.day.tomorrow' });
  // Noon UTC of that date names the same calendar day in every zone.
  return intl.formatDate(new Date(`${key}T12:00:00Z`), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function Chip({
  href,
  on,
  locale,
  children,
}: {
  href: string;
  on: boolean;
  locale: Locale;
  children: React.ReactNode;
}) {
  return (
    <LocalLink
      href={href}
      locale={locale}
      className={styles.chip}
      aria-current={on ? 'page' : undefined}
    >
      {children}
    </LocalLink>
  );
}

export function ListNavigation({
  path,
  choice,
  days,
  timeZone,
  now,
  locale,
}: {
  /** The list's path without the locale segment. */
  path: string;
  choice: ListChoice;
  /** The days of the whole list ("live" first). */
  days: DayGroup<unknown>[];
  timeZone: string;
  now: number;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const all = choice.soon === null && choice.day === null;
  return (
    <div className={styles.bar}>
      <nav aria-label={intl.formatMessage({ id: 'nav.soon.label' })} className={styles.row}>
        <span className={styles.caption}>{intl.formatMessage({ id: 'nav.soon.label' })}</span>
        {SOON_HOURS.map((hours) => (
          <Chip
            key={hours}
            href={`${path}?soon=${hours}`}
            on={choice.soon === hours}
            locale={locale}
          >
            {intl.formatMessage({ id: 'nav.soon.hours' }, { hours })}
          </Chip>
        ))}
      </nav>
      <nav aria-label={intl.formatMessage({ id: 'nav.day.label' })} className={styles.row}>
        <span className={styles.caption}>{intl.formatMessage({ id: 'nav.day.label' })}</span>
        <Chip href={path} on={all} locale={locale}>
          {intl.formatMessage({ id: 'nav.day.all' })}
        </Chip>
        {days
          .filter((day) => day.key !== 'live')
          .map((day) => (
            <Chip
              key={day.key}
              href={`${path}?day=${day.key}`}
              on={choice.day === day.key}
              locale={locale}
            >
              {dayLabel(intl, day.key, timeZone, now)}
              <span className={styles.count}>{day.matches.length}</span>
            </Chip>
          ))}
      </nav>
    </div>
  );
}
