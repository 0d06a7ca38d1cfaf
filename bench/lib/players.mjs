// Players of a bench: signed up, funded and set to accept any price through the API, and, when a
// bench needs thousands, copied from one such player in the database (each copy with its own
// account, ledger, terms acceptance, settings and session), since a sign-up costs a scrypt hash.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { psql } from './postgres.mjs';

/** The session cookie's name (apps/api/src/platform/auth/identity.ts). */
const SESSION_COOKIE = 'player_session';

/** A JSON call as the web app makes it; throws on any answer but 2xx. */
export async function apiCall(base, path, body, cookie) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-app': 'sportsbook',
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A player signed up with `email`, 4,000 EUR deposited, accepting any price; its cookie. */
export async function signUpPlayer(base, email) {
  const res = await apiCall(base, '/api/platform/users', {
    user: { email, password: 'bench-password-1', currency: 'EUR', country: 'DE' },
  });
  const cookie = res.headers.get('set-cookie').split(';')[0];
  await apiCall(
    base,
    '/api/platform/player/deposits',
    { amount: 400_000, currency: 'EUR' },
    cookie,
  );
  await apiCall(base, '/api/sb/settings', { auto_accept_odds_change: 'any' }, cookie);
  return cookie;
}

const columns = (dbUrl, table) =>
  psql(
    `select column_name, coalesce(column_default, '') like 'nextval%' from information_schema.columns
     where table_schema = 'public' and table_name = '${table}' order by ordinal_position`,
    dbUrl,
  )
    .trim()
    .split('\n')
    .map((line) => line.split('|'))
    .filter(([, serial]) => serial !== 't')
    .map(([name]) => name);

/** Copies `table`'s rows of the template (key column `key`) to every clone, `set` overriding. */
function copyRows(dbUrl, table, key, template, set) {
  const names = columns(dbUrl, table);
  const values = names.map((name) => set[name] ?? (name === key ? 'c.id' : `t.${name}`));
  return `insert into ${table} (${names.join(', ')})
    select ${values.join(', ')} from ${table} t cross join bench_clones c
    where t.${key}::text = '${template}';`;
}

/**
 * `count` copies of the player signed up as `templateEmail`, with e-mails `${tag}-${n}@…`: the
 * player row, accounts with their balance, the ledger entries behind it, terms acceptances and
 * settings, and a cookie session each. Resolves to [{ id, cookie }].
 */
export function clonePlayers(dbUrl, templateEmail, count, tag) {
  const template = psql(`select id from players where email = '${templateEmail}'`, dbUrl).trim();
  if (!template) throw new Error(`no player ${templateEmail}`);
  const clones = Array.from({ length: count }, (_, n) => {
    const secret = randomBytes(32).toString('base64url');
    return {
      n,
      id: randomUUID(),
      secret,
      hash: createHash('sha256').update(secret).digest('base64url'),
    };
  });
  const rows = clones.map((c) => `(${c.n}, '${c.id}'::uuid, '${c.hash}')`).join(',\n');
  psql(
    `begin;
    create temp table bench_clones (n int, id uuid, secret_hash text) on commit drop;
    insert into bench_clones values ${rows};
    ${copyRows(dbUrl, 'players', 'id', template, {
      email: `'${tag}-' || c.n || '@example.com'`,
      created_at: 'now()',
    })}
    ${copyRows(dbUrl, 'accounts', 'player_id', template, { created_at: 'now()', updated_at: 'now()' })}
    insert into ledger_entries (account_id, player_id, currency, type, amount, balance_after, reference)
      select a.id, c.id, l.currency, l.type, l.amount, l.balance_after, l.reference
      from ledger_entries l cross join bench_clones c
      join accounts a on a.player_id = c.id and a.currency = l.currency
      where l.player_id = '${template}';
    ${copyRows(dbUrl, 'terms_acceptances', 'player_id', template, {})}
    ${copyRows(dbUrl, 'player_settings', 'player_id', template, {})}
    insert into sessions (player_id, secret_hash, kind, expires_at)
      select c.id, c.secret_hash, 'cookie', now() + interval '12 hours' from bench_clones c;
    commit;`,
    dbUrl,
  );
  return clones.map((c) => ({ id: c.id, cookie: `${SESSION_COOKIE}=${c.secret}` }));
}
