import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { IntlClientProvider } from '@/components/providers/intl-provider';
import { Alerts } from '@/components/ui/alerts';
import { AuthModals } from '@/features/account/components/auth-modals';
import { PlayTime } from '@/features/responsible';
import { TermsChecker } from '@/features/account/components/terms-checker';
import { UrlBehaviours } from '@/features/session/url-behaviours';
import { LiveUpdates } from '@/lib/live/live-updates';
import { BetslipColumn, SlipPrices } from '@/features/betslip';
import { BodyAttributes } from '@/features/layout/components/body-attributes';
import { IframeMode } from '@/features/embedding';
import { RouteProgress } from '@/features/layout/components/route-progress';
import { SiteFooter } from '@/features/pages/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { SportsNav } from '@/features/layout/components/sports-nav';
import { IntlWarmupScript } from '@/features/layout/components/intl-warmup-script';
import { ThemeScript } from '@/features/layout/components/theme-script';
import { ErrorQueueScript } from '@/lib/reporting/buffer-script';
import { LateServices } from '@/lib/late-services/late-services';
import { browserReportingConfig } from '@/lib/reporting/reporting-config';
import { widgetConfigFrom } from '@/lib/widgets/widget-plans';
import { getSports } from '@/features/catalogue/api/catalogue';
import {
  DEFAULT_LOCALE,
  directionOf,
  LOCALE_IN_URL,
  LOCALES,
  segmentOf,
  type Locale,
} from '@/lib/i18n/locales';
import { compiledMessages, getIntl, routeLocale } from '@/lib/i18n/server';
import { frameAncestorsFromEnv, NONCE_HEADER } from '@/lib/security/content-security-policy';
import { CONSENT_COOKIE, SESSION_COOKIE } from '@/lib/session/stored-keys';
// The notifications' part every page mounts, not the feature's index: that also names the
// preferences (and their query library), which every page would load. The favourites sync, bonus
// toasts and jackpot hits mount from one chunk once the page is idle (_idle/idle-mounts.tsx).
import { NotificationBell } from '@/features/notifications/components/notification-bell-loader';
import '../globals.css';
// The error boundaries below every page (error.tsx, not-found.tsx) would otherwise have their
// small stylesheet preloaded on every page and left unused until an error shows.
import '@/components/error-page/error-page.module.css';
import { IdleMounts } from './_idle/idle-mounts';
import styles from './layout.module.css';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale: segmentOf(locale) }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const intl = getIntl(await routeLocale(params));
  return {
    title: {
      default: intl.formatMessage({ id: 'home.title' }),
      template: `%s | ${intl.formatMessage({ id: 'app.name' })}`,
    },
    description: 'Pre-match and live betting on football, tennis, basketball, esports and more.',
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1419' },
    { media: '(prefers-color-scheme: light)', color: '#eef2f5' },
  ],
};

const localeSegmentOf = (locale: Locale) =>
  locale === DEFAULT_LOCALE && !LOCALE_IN_URL ? null : segmentOf(locale);

/**
 * The visitor's country as the edge reports it (CF-IPCountry or X-Country), for host styling.
 * server.mjs keeps these headers only from a trusted proxy (WEB_TRUST_PROXY).
 */
async function visitorCountry(): Promise<string> {
  const list = await headers();
  const code = list.get('cf-ipcountry') ?? list.get('x-country') ?? '';
  return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : '';
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await routeLocale(params);
  const intl = getIntl(locale);
  const sports = await getSports().catch(() => []);
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const reporting = browserReportingConfig();
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
        <IntlWarmupScript nonce={nonce} />
        {reporting ? <ErrorQueueScript nonce={nonce} /> : null}
      </head>
      <body
        data-locale={locale}
        data-iframe="false"
        data-page="home"
        data-scroll="top"
        data-country={await visitorCountry()}
      >
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
        <BodyAttributes localeSegment={localeSegmentOf(locale)} />
        <LateServices reporting={reporting} widgets={widgetConfigFrom(process.env)} />
        <IntlClientProvider locale={locale} messages={compiledMessages(locale)}>
          <SlipPrices>
            <a className="skip-link" href="#main">
              {intl.formatMessage({ id: 'app.skip-to-content' })}
            </a>
            <a className="skip-link" href="#betslip">
              {intl.formatMessage({ id: 'app.skip-to-betslip' })}
            </a>
            <UrlBehaviours
              locale={locale}
              consentAccepted={(await cookies()).get(CONSENT_COOKIE)?.value === 'accepted'}
              sessionCookie={(await cookies()).has(SESSION_COOKIE)}
            />
            <SiteHeader locale={locale} bell={<NotificationBell />} />
            <div className={styles.shell}>
              <aside className={styles.sidebar}>
                <SportsNav sports={sports} locale={locale} />
              </aside>
              <div className={styles.main}>
                <main id="main">{children}</main>
                <SiteFooter locale={locale} />
              </div>
              <BetslipColumn locale={locale} />
            </div>
            <Alerts />
            <AuthModals />
            <PlayTime />
            <IdleMounts locale={locale} />
            <TermsChecker locale={locale} />
            <LiveUpdates locale={locale} />
            <IframeMode allowedOrigins={frameAncestorsFromEnv()} locale={locale} />
          </SlipPrices>
        </IntlClientProvider>
      </body>
    </html>
  );
}
