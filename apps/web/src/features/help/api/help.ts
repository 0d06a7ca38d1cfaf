// The terms in force and the help centre for server components, in the page's locale.
import 'server-only';
import {
  helpCenterSchema,
  termsSchema,
  type HelpCenter,
  type TermsText,
} from '@sportsbook/contracts';
import { cache } from 'react';
import { apiGet } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';

/** The terms in force, or null when the site has none or the API cannot say. */
export const getTerms = cache((locale: Locale): Promise<TermsText | null> =>
  apiGet(`/api/sb/terms?locale=${encodeURIComponent(locale)}`, termsSchema).catch(() => null),
);

/** The help centre's sections and organisations; empty when the API cannot say. */
export const getHelpCenter = cache((locale: Locale): Promise<HelpCenter> =>
  apiGet(`/api/sb/help-center?locale=${encodeURIComponent(locale)}`, helpCenterSchema).catch(
    () => ({ sections: [], organisations: [] }),
  ),
);
