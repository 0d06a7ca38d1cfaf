// The favourite filter of a match list: all matches, or only the player's starred ones
// (?favourite=1 on the list's own address). Links only, drawn on the server.
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import styles from './favourites.module.css';

export function FavouriteFilter({
  path,
  active,
  locale,
}: {
  /** The list's path, without the locale segment. */
  path: string;
  active: boolean;
  locale: Locale;
}) {
  const intl = getIntl(locale);
  const options = [
    { href: path, on: !active, label: 'list.filter.all' },
    { href: `${path}?favourite=1`, on: active, label: 'list.filter.favourites' },
  ];
  return (
    <nav className={styles.filter} aria-label={intl.formatMessage({ id: 'list.filter.label' })}>
      {options.map((option) => (
        <LocalLink
          key={option.label}
          href={option.href}
          locale={locale}
          className={styles.chip}
          aria-current={option.on ? 'page' : undefined}
        >
          {intl.formatMessage({ id: option.label })}
        </LocalLink>
      ))}
    </nav>
  );
}
