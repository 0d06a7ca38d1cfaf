// The terms and conditions in force: version, the day it took effect, and its text.
import { PageTitle } from '@/components/ui/page-title';
import article from '@/components/ui/text-page.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { getTerms } from '../api/help';
import styles from './help.module.css';

export async function TermsPage({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  const terms = await getTerms(locale);
  return (
    <article
      className={article.article}
      lang={terms && terms.locale !== locale ? terms.locale : undefined}
    >
      <PageTitle>{intl.formatMessage({ id: 'terms.title' })}</PageTitle>
      {terms ? (
        <>
          <p className={styles.meta} data-testid="terms-version">
            {intl.formatMessage(
              { id: 'terms.version' },
              {
                version: terms.version,
                date: intl.formatDate(`${terms.effective_from}T00:00:00Z`, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }),
              },
            )}
          </p>
          {terms.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'terms.unavailable' })}</p>
      )}
    </article>
  );
}
