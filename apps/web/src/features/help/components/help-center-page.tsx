// The help centre: questions and answers by section from the site configuration, then
// responsible-gaming information with the organisations that help.
import { PageTitle } from '@/components/ui/page-title';
import article from '@/components/ui/text-page.module.css';
import { LocalLink } from '@/components/ui/local-link';
import type { Locale } from '@/lib/i18n/locales';
import { getIntl } from '@/lib/i18n/server';
import { getHelpCenter } from '../api/help';
import styles from './help.module.css';

export async function HelpCenterPage({
  locale,
  responsiblePage,
}: {
  locale: Locale;
  /** The site's own responsible-gaming page, when it has one. */
  responsiblePage: string | null;
}) {
  const intl = getIntl(locale);
  const help = await getHelpCenter(locale);
  return (
    <div className={article.article}>
      <PageTitle>{intl.formatMessage({ id: 'help-center.title' })}</PageTitle>
      <p>{intl.formatMessage({ id: 'help-center.lead' })}</p>
      {help.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`help-${section.id}`}>
          <h2 id={`help-${section.id}`}>{section.title}</h2>
          {section.questions.map((q, i) => (
            <details key={i} className={styles.question}>
              <summary>{q.question}</summary>
              <p>{q.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <section className={styles.section} aria-labelledby="help-responsible">
        <h2 id="help-responsible">{intl.formatMessage({ id: 'help-center.responsible.title' })}</h2>
        <p>{intl.formatMessage({ id: 'help-center.responsible.body' })}</p>
        <ul className={styles.organisations}>
          {help.organisations.map((organisation) => (
            <li key={organisation.url}>
              <a href={organisation.url} target="_blank" rel="noopener noreferrer">
                {organisation.name}
                <span className="visually-hidden">
                  {` ${intl.formatMessage({ id: 'help-center.external' })}`}
                </span>
              </a>
              <p>{organisation.description}</p>
            </li>
          ))}
        </ul>
        {responsiblePage ? (
          <p>
            <LocalLink href={responsiblePage} locale={locale}>
              {intl.formatMessage({ id: 'help-center.responsible.more' })}
            </LocalLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}
