// A custom page of the site: its title and plain-text paragraphs, or a sign-in prompt when only
// players may read it.
import { PageTitle } from '@/components/ui/page-title';
import { localizeHref, type Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import type { PageRead } from '../api/pages';
import article from '@/components/ui/text-page.module.css';
import styles from './custom-page.module.css';
import { SignInLink } from './sign-in-link';

/** The responsible-gaming page links to the limits screen of the account area. */
const RESPONSIBLE_GAMING = 'responsible-gaming';

export function CustomPage({ read, locale }: { read: PageRead; locale: Locale }) {
  const intl = getIntl(locale);
  if (read.kind === 'page') {
    const { page } = read;
    return (
      <article
        className={`${article.article} ${styles.text}`}
        lang={page.locale === locale ? undefined : page.locale}
      >
        <PageTitle>{page.title}</PageTitle>
        {page.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {page.slug === RESPONSIBLE_GAMING ? (
          <p>
            <a href={`/sports${localizeHref('/profile/limits', locale)}`}>
              {intl.formatMessage({ id: 'page.responsible.limits-link' })}
            </a>
          </p>
        ) : null}
      </article>
    );
  }
  if (read.kind === 'sign-in') {
    return (
      <article className={article.article}>
        <PageTitle>{read.summary.title}</PageTitle>
        <p>{intl.formatMessage({ id: 'page.sign-in-required' })}</p>
        <SignInLink
          className={styles.signIn}
          href={`/sports${localizeHref('/users/sign-in', locale)}`}
        >
          {intl.formatMessage({ id: 'header.sign-in' })}
        </SignInLink>
      </article>
    );
  }
  return null;
}
