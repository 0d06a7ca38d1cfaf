// A static information page: a title and paragraphs, all from the message catalogue.
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';
import styles from './text-page.module.css';

export function TextPage({
  locale,
  title,
  paragraphs,
}: {
  locale: Locale;
  title: MessageId;
  paragraphs: MessageId[];
}) {
  const intl = getIntl(locale);
  return (
    <article className={styles.article}>
      <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
      {paragraphs.map((id) => (
        <p key={id}>{intl.formatMessage({ id })}</p>
      ))}
    </article>
  );
}
