// A section of the product without data behind it yet: its title and an honest empty state.
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';

export function SectionPage({
  locale,
  title,
  empty,
}: {
  locale: Locale;
  title: MessageId;
  empty: MessageId;
}) {
  const intl = getIntl(locale);
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
      <EmptyState title={intl.formatMessage({ id: empty })} />
    </>
  );
}
