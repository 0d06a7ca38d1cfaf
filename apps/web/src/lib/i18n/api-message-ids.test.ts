// Every message id the API, the domain's rules, the platform or the web tier's proxy can answer
// with has a text in every locale, so a refusal is never shown to a player as a raw id. The ids are
// enumerated from the code: id literals in the emitting sources, the ids built from a code by a
// template (each template's codes read from its union type), and the code→id tables of the
// domain (names and the numeric codes 101, 114, 118, 120) run over every code the API knows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BONUS_REFUSALS,
  DEFAULT_PLACE_BET_MESSAGE,
  PLACEMENT_UNCONFIRMED,
  placeBetErrorMessageId,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const here = import.meta.dirname;
const apiSource = path.resolve(here, '../../../../api/src');
const webServer = path.resolve(here, '../../../server');
// The domain and the contracts name message ids the API sends (bet refusals, restrictions).
const shared = ['domain', 'contracts'].map((name) =>
  path.resolve(here, `../../../../../packages/${name}/src`),
);
const ID_PREFIX = '(?:error|global-error|warning)\\.';
const MESSAGE_ID = new RegExp(`['"\`](${ID_PREFIX}[a-z0-9_.-]+[a-z0-9_])['"\`]`, 'g');
/** An id built from a value: `error.cashout.${...}`. */
const ID_TEMPLATE = new RegExp(`\`(${ID_PREFIX}[a-z0-9_.-]*)\\$\\{([^}]+)\\}\``, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(file) && !/\.(test|test-support)\.(ts|mjs)$/.test(file) ? [file] : [];
  });
}

const files = [
  ...sourceFiles(apiSource),
  ...shared.flatMap(sourceFiles),
  ...sourceFiles(webServer),
  `${webServer}.mjs`,
];
const sources = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The members of a string-literal union type declared in the sources (`type X = 'a' | 'b'`). */
function unionMembers(typeName: string): string[] {
  const declaration = new RegExp(`type ${typeName}\\s*=([^;]+);`);
  for (const { text } of sources) {
    const found = declaration.exec(text);
    if (found) return [...found[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  }
  return [];
}

/** Each template's ids: its prefix with every code its value can take. */
const TEMPLATES: Record<string, () => string[]> = {
  // bettingHttpError: `error.cashout.${error.code.toLowerCase()}` for every cash-out refusal but
  // BET_NOT_FOUND (a 404 of its own).
  'error.cashout.': () =>
    unionMembers('CashoutErrorCode')
      .filter((code) => code !== 'BET_NOT_FOUND')
      .map((code) => `error.cashout.${code.toLowerCase()}`),
  // bonusRefusalMessageId: `error.bonus.${code.toLowerCase()}` for every bonus refusal.
  'error.bonus.': () => BONUS_REFUSALS.map((code) => `error.bonus.${code.toLowerCase()}`),
};

const literalIds = sources.flatMap(({ text }) =>
  [...text.matchAll(MESSAGE_ID)].map((match) => match[1]!),
);
const templates = sources.flatMap(({ file, text }) =>
  [...text.matchAll(ID_TEMPLATE)].map((match) => ({ file, prefix: match[1]! })),
);
const templateIds = templates.flatMap(({ prefix }) => TEMPLATES[prefix]?.() ?? []);
/** The bet refusal codes of the API (BET_ERROR_CODES in betting/messages.ts). */
const betErrorCodes =
  /BET_ERROR_CODES = \[([^\]]+)\]/.exec(
    readFileSync(path.join(apiSource, 'betting/messages.ts'), 'utf8'),
  )?.[1] ?? '';
const apiBetCodes = [...betErrorCodes.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!);
/** The domain's code→id table over every code the API refuses with, and the numeric codes. */
const tableIds = [...apiBetCodes, 101, 114, 118, 120, PLACEMENT_UNCONFIRMED].map(
  placeBetErrorMessageId,
);
const ids = [...new Set([...literalIds, ...templateIds, ...tableIds])].sort();

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(here, 'messages', `${locale}.json`), 'utf8'));

describe('message ids of API answers', () => {
  it('finds the ids the API, the domain and the platform send', () => {
    expect(ids).toContain('error.validation.invalid_request');
    expect(ids).toContain('error.platform.account_blocked');
    expect(ids).toContain('error.potential_win.equal_or_less');
    expect(ids).toContain('error.cashout.cashout_value_changed');
    expect(ids).toContain(DEFAULT_PLACE_BET_MESSAGE);
    expect(apiBetCodes).toContain('INVALID_ODDS');
  });

  it('the numeric codes have their own messages, not the default', () => {
    expect([101, 114, 118, 120].map(placeBetErrorMessageId)).toEqual([
      'error.place_bets.invalid_odds',
      'error.platform.pve_player_bet_forbidden',
      'error.place_bets.municipality_not_found',
      'error.place_bets.invalid_odds_custom_bet',
    ]);
  });

  it('every id built by a template has its codes enumerated here', () => {
    expect(templates.filter(({ prefix }) => !(prefix in TEMPLATES))).toEqual([]);
    expect(templateIds.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('each has a text in %s', (locale) => {
    const texts = catalogue(locale);
    expect(ids.filter((id) => !texts[id]?.trim())).toEqual([]);
  });
});
