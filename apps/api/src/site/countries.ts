// ISO 3166-1 alpha-2 countries, named in the reader's locale by Intl, and the country of a request.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

const COUNTRY_CODES: readonly string[] = CODES.split(' ');
const known = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string) => known.has(code);

const namesByLocale = new Map<string, { code: string; name: string }[]>();

/** The countries with their names in a locale (English when Intl does not know it). */
export function countries(locale: string): { code: string; name: string }[] {
  let list = namesByLocale.get(locale);
  if (!list) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    }
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
    namesByLocale.set(locale, list);
  }
  return list;
}

const trustFunctions = new Map<string, (address: string, hop: number) => boolean>();

/** Whether TRUST_PROXY (Fastify's comma-separated list: addresses, CIDRs, `loopback`…) names a peer. */
export function isTrustedProxy(trustProxy: string, peer: string | undefined): boolean {
  const list = trustProxy
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!peer || list.length === 0) return false;
  let trusts = trustFunctions.get(trustProxy);
  if (!trusts) {
    trusts = proxyAddr.compile(list);
    trustFunctions.set(trustProxy, trusts);
  }
  return trusts(peer, 0);
}

/**
 * The visitor's country as the edge reports it: Cloudflare's CF-IPCountry or an X-Country header
 * set by the proxy in front of the API, else the configured default. The headers count only on a
 * request straight from a trusted proxy (TRUST_PROXY, by default the web tier, which overwrites
 * them); anyone else could name any country.
 */
export function requestCountry(request: FastifyRequest, fallback: string): string {
  if (!isTrustedProxy(request.server.config.TRUST_PROXY, request.raw.socket.remoteAddress)) {
    return fallback;
  }
  for (const header of ['cf-ipcountry', 'x-country']) {
    const value = request.headers[header];
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (isCountryCode(code)) return code;
  }
  return fallback;
}
