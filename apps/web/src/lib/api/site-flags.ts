// The site's client flags for server components: the sportsbook settings a visitor gets (the site's
// own values), read per request like the rest of the catalogue.
import 'server-only';
import { settingsSchema, type Settings } from '@sportsbook/contracts';
import { apiGet } from './server';

export type AdditionalProvider = keyof Settings['additional_providers'];

const getSiteSettings = () => apiGet('/api/sb/settings', settingsSchema);

/** Whether the site offers a section of another provider (isHorseRacingEnabled, isLotteryEnabled…). */
export const isProviderEnabled = async (provider: AdditionalProvider) =>
  (await getSiteSettings()).additional_providers[provider].enabled;
