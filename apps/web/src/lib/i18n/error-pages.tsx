// Renders one of the error pages in a locale.
import { ErrorPage } from '@/components/error-page/error-page';
import type { Locale } from './locales';
import { getIntl } from './server';

const COPY = {
  '404': { title: 'page.not-found.title', description: 'page.not-found.description' },
  '500': { title: 'page.error.title', description: 'page.error.description' },
  blocked: { title: 'page.blocked.title', description: 'page.blocked.description' },
  locked: { title: 'page.locked.title', description: 'page.locked.description' },
} as const;

export function localizedErrorPage(code: keyof typeof COPY, locale: Locale, country?: string) {
  const intl = getIntl(locale);
  const countryName = country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country)
    : '';
  return (
    <ErrorPage
      code={code}
      locale={locale}
      title={intl.formatMessage({ id: COPY[code].title })}
      description={intl.formatMessage(
        // Without a country (the page opened directly) it says "your country".
        {
          id:
            code === 'blocked' && !countryName
              ? `${COPY.blocked.description}.unknown-country`
              : COPY[code].description,
        },
        { country: countryName },
      )}
      homeLabel={intl.formatMessage({ id: 'page.error.home-button.title' })}
    />
  );
}
