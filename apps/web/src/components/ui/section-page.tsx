// A section without data behind it yet: its title and an honest empty state. A section of another
// provider (racing, lotteries…) is not found while the site turns it off.
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { isProviderEnabled, type AdditionalProvider } from '@/lib/api/site-flags';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';

export async function SectionPage({
  locale,
  title,
  empty,
  provider,
}: {
  locale: Locale;
  title: MessageId;
  empty: MessageId;
  /** A section of another provider: the site flag that turns it on. */
  provider?: AdditionalProvider;
}) {
  if (provider && !(await isProviderEnabled(provider))) notFound();
  const intl = getIntl(locale);
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: title })}</PageTitle>
      <EmptyState title={intl.formatMessage({ id: empty })} />
    </>
  );
}
