// Localized texts of placement and cash-out errors: the per-bet `localized_message` of the spec.
import { siteLocale } from '@sportsbook/domain';

export const BET_ERROR_CODES = [
  'INVALID_ODDS',
  'INVALID_ODDS_CUSTOM_BET',
  'PVE_PLAYER_BET_FORBIDDEN',
  'SPAMF_PLAYER_BET_FORBIDDEN',
  'ACCOUNT_BLOCKED',
  'SELECTION_NOT_FOUND',
  'MATCH_NOT_BETTABLE',
  'MARKET_SUSPENDED',
  'PROVIDER_UNAVAILABLE',
  'BET_TYPE_MISMATCH',
  'SYSTEM_TYPE_INVALID',
  'SELECTION_LIMIT_EXCEEDED',
  'ODDS_LIMIT_EXCEEDED',
  'MAX_STAKE_EXCEEDED',
  'PAYOUT_LIMIT_EXCEEDED',
  'SAME_MATCH_SELECTIONS',
  'SYSTEM_PROVIDER_RESTRICTED',
  'CUSTOM_BET_SELECTIONS',
  'CUSTOM_BET_CONTRADICTORY',
  'CUSTOM_BET_DISABLED',
  'CURRENCY_NOT_ACTIVE',
  'INSUFFICIENT_FUNDS',
  'STAKE_TOO_LOW',
  'BONUS_NOT_AVAILABLE',
  'BONUS_NOT_APPLICABLE',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];

type Texts = Record<BetErrorCode, string>;

const en: Texts = {
  INVALID_ODDS: 'The odds have changed. Accept the new odds to place this bet.',
  INVALID_ODDS_CUSTOM_BET: 'The bet builder price has changed. Recalculate to place this bet.',
  PVE_PLAYER_BET_FORBIDDEN: 'Your account cannot place bets.',
  SPAMF_PLAYER_BET_FORBIDDEN: 'Your account cannot place bets.',
  ACCOUNT_BLOCKED: 'Your account is blocked. Contact support.',
  SELECTION_NOT_FOUND: 'A selection is no longer offered.',
  MATCH_NOT_BETTABLE: 'A match is no longer open for betting.',
  MARKET_SUSPENDED: 'A market is suspended right now.',
  PROVIDER_UNAVAILABLE: 'Betting on this event is paused for a moment.',
  BET_TYPE_MISMATCH: 'The bet type does not fit its selections.',
  SYSTEM_TYPE_INVALID: 'This system does not fit the number of selections.',
  SELECTION_LIMIT_EXCEEDED: 'Too many selections in one bet.',
  ODDS_LIMIT_EXCEEDED: 'The total odds are above the limit.',
  MAX_STAKE_EXCEEDED: 'The stake is above the maximum.',
  PAYOUT_LIMIT_EXCEEDED: 'The potential win is above the payout limit.',
  SAME_MATCH_SELECTIONS: 'Selections from the same match cannot be combined.',
  SYSTEM_PROVIDER_RESTRICTED: 'These selections cannot be combined in a system bet.',
  CUSTOM_BET_SELECTIONS: 'A bet builder needs at least two open selections.',
  CUSTOM_BET_CONTRADICTORY: 'These selections cannot all happen together.',
  CUSTOM_BET_DISABLED: 'The bet builder is not offered on this site.',
  CURRENCY_NOT_ACTIVE: 'Bets are placed in your active account currency.',
  INSUFFICIENT_FUNDS: 'Your balance is too low for this stake.',
  STAKE_TOO_LOW: 'The stake is too low for this many lines.',
  BONUS_NOT_AVAILABLE: 'This bonus is not available on your account.',
  BONUS_NOT_APPLICABLE: 'This bonus does not fit this bet. Check its terms.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different bets. Try again.',
};

const de: Texts = {
  INVALID_ODDS: 'Die Quoten haben sich geändert. Akzeptiere die neuen Quoten, um zu wetten.',
  INVALID_ODDS_CUSTOM_BET: 'Der Preis des Wett-Baukastens hat sich geändert. Bitte neu berechnen.',
  PVE_PLAYER_BET_FORBIDDEN: 'Mit deinem Konto können keine Wetten platziert werden.',
  SPAMF_PLAYER_BET_FORBIDDEN: 'Mit deinem Konto können keine Wetten platziert werden.',
  ACCOUNT_BLOCKED: 'Dein Konto ist gesperrt. Wende dich an den Support.',
  SELECTION_NOT_FOUND: 'Eine Auswahl wird nicht mehr angeboten.',
  MATCH_NOT_BETTABLE: 'Ein Spiel ist nicht mehr für Wetten geöffnet.',
  MARKET_SUSPENDED: 'Ein Markt ist gerade gesperrt.',
  PROVIDER_UNAVAILABLE: 'Wetten auf dieses Ereignis sind kurz pausiert.',
  BET_TYPE_MISMATCH: 'Der Wetttyp passt nicht zu den Auswahlen.',
  SYSTEM_TYPE_INVALID: 'Dieses System passt nicht zur Zahl der Auswahlen.',
  SELECTION_LIMIT_EXCEEDED: 'Zu viele Auswahlen in einer Wette.',
  ODDS_LIMIT_EXCEEDED: 'Die Gesamtquote liegt über dem Limit.',
  MAX_STAKE_EXCEEDED: 'Der Einsatz liegt über dem Maximum.',
  PAYOUT_LIMIT_EXCEEDED: 'Der mögliche Gewinn liegt über dem Auszahlungslimit.',
  SAME_MATCH_SELECTIONS: 'Auswahlen aus demselben Spiel können nicht kombiniert werden.',
  SYSTEM_PROVIDER_RESTRICTED: 'Diese Auswahlen können nicht in einer Systemwette stehen.',
  CUSTOM_BET_SELECTIONS: 'Ein Wett-Baukasten braucht mindestens zwei offene Auswahlen.',
  CUSTOM_BET_CONTRADICTORY: 'Diese Auswahlen können nicht alle zugleich eintreten.',
  CUSTOM_BET_DISABLED: 'Der Bet Builder wird auf dieser Seite nicht angeboten.',
  CURRENCY_NOT_ACTIVE: 'Wetten werden in der Währung deines aktiven Kontos platziert.',
  INSUFFICIENT_FUNDS: 'Dein Guthaben reicht für diesen Einsatz nicht aus.',
  STAKE_TOO_LOW: 'Der Einsatz ist für so viele Wetten zu niedrig.',
  BONUS_NOT_AVAILABLE: 'Dieser Bonus ist für dein Konto nicht verfügbar.',
  BONUS_NOT_APPLICABLE: 'Dieser Bonus passt nicht zu dieser Wette. Prüfe seine Bedingungen.',
  IDEMPOTENCY_KEY_REUSED:
    'Diese Anfrage wurde schon mit anderen Wetten gesendet. Versuche es erneut.',
};

const ptBR: Texts = {
  INVALID_ODDS: 'As odds mudaram. Aceite as novas odds para fazer esta aposta.',
  INVALID_ODDS_CUSTOM_BET: 'O preço do criador de apostas mudou. Recalcule para apostar.',
  PVE_PLAYER_BET_FORBIDDEN: 'Sua conta não pode fazer apostas.',
  SPAMF_PLAYER_BET_FORBIDDEN: 'Sua conta não pode fazer apostas.',
  ACCOUNT_BLOCKED: 'Sua conta está bloqueada. Fale com o suporte.',
  SELECTION_NOT_FOUND: 'Uma seleção não está mais disponível.',
  MATCH_NOT_BETTABLE: 'Uma partida não está mais aberta para apostas.',
  MARKET_SUSPENDED: 'Um mercado está suspenso no momento.',
  PROVIDER_UNAVAILABLE: 'As apostas neste evento estão pausadas por um momento.',
  BET_TYPE_MISMATCH: 'O tipo de aposta não corresponde às seleções.',
  SYSTEM_TYPE_INVALID: 'Este sistema não corresponde ao número de seleções.',
  SELECTION_LIMIT_EXCEEDED: 'Seleções demais em uma aposta.',
  ODDS_LIMIT_EXCEEDED: 'As odds totais estão acima do limite.',
  MAX_STAKE_EXCEEDED: 'O valor apostado está acima do máximo.',
  PAYOUT_LIMIT_EXCEEDED: 'O ganho potencial está acima do limite de pagamento.',
  SAME_MATCH_SELECTIONS: 'Seleções da mesma partida não podem ser combinadas.',
  SYSTEM_PROVIDER_RESTRICTED: 'Estas seleções não podem ser combinadas em uma aposta sistema.',
  CUSTOM_BET_SELECTIONS: 'O criador de apostas precisa de pelo menos duas seleções abertas.',
  CUSTOM_BET_CONTRADICTORY: 'Estas seleções não podem acontecer todas juntas.',
  CUSTOM_BET_DISABLED: 'O criador de apostas não é oferecido neste site.',
  CURRENCY_NOT_ACTIVE: 'As apostas são feitas na moeda da sua conta ativa.',
  INSUFFICIENT_FUNDS: 'Seu saldo é insuficiente para este valor.',
  STAKE_TOO_LOW: 'O valor é baixo demais para tantas linhas.',
  BONUS_NOT_AVAILABLE: 'Este bônus não está disponível na sua conta.',
  BONUS_NOT_APPLICABLE: 'Este bônus não se aplica a esta aposta. Confira os termos.',
  IDEMPOTENCY_KEY_REUSED: 'Esta solicitação já foi enviada com outras apostas. Tente novamente.',
};

const ar: Texts = {
  INVALID_ODDS: 'تغيّرت الاحتمالات. اقبل الاحتمالات الجديدة لوضع هذا الرهان.',
  INVALID_ODDS_CUSTOM_BET: 'تغيّر سعر منشئ الرهان. أعد الحساب لوضع الرهان.',
  PVE_PLAYER_BET_FORBIDDEN: 'لا يمكن لحسابك وضع رهانات.',
  SPAMF_PLAYER_BET_FORBIDDEN: 'لا يمكن لحسابك وضع رهانات.',
  ACCOUNT_BLOCKED: 'حسابك محظور. تواصل مع الدعم.',
  SELECTION_NOT_FOUND: 'أحد الاختيارات لم يعد متاحًا.',
  MATCH_NOT_BETTABLE: 'إحدى المباريات لم تعد مفتوحة للرهان.',
  MARKET_SUSPENDED: 'أحد الأسواق معلّق الآن.',
  PROVIDER_UNAVAILABLE: 'الرهان على هذا الحدث متوقف مؤقتًا.',
  BET_TYPE_MISMATCH: 'نوع الرهان لا يناسب اختياراته.',
  SYSTEM_TYPE_INVALID: 'هذا النظام لا يناسب عدد الاختيارات.',
  SELECTION_LIMIT_EXCEEDED: 'اختيارات كثيرة جدًا في رهان واحد.',
  ODDS_LIMIT_EXCEEDED: 'الاحتمالات الإجمالية أعلى من الحد.',
  MAX_STAKE_EXCEEDED: 'المبلغ أعلى من الحد الأقصى.',
  PAYOUT_LIMIT_EXCEEDED: 'الربح المحتمل أعلى من حد الدفع.',
  SAME_MATCH_SELECTIONS: 'لا يمكن الجمع بين اختيارات من المباراة نفسها.',
  SYSTEM_PROVIDER_RESTRICTED: 'لا يمكن الجمع بين هذه الاختيارات في رهان نظام.',
  CUSTOM_BET_SELECTIONS: 'يحتاج منشئ الرهان إلى اختيارين مفتوحين على الأقل.',
  CUSTOM_BET_CONTRADICTORY: 'لا يمكن أن تحدث هذه الاختيارات كلها معًا.',
  CUSTOM_BET_DISABLED: 'منشئ الرهان غير متاح على هذا الموقع.',
  CURRENCY_NOT_ACTIVE: 'توضع الرهانات بعملة حسابك النشط.',
  INSUFFICIENT_FUNDS: 'رصيدك غير كافٍ لهذا المبلغ.',
  STAKE_TOO_LOW: 'المبلغ منخفض جدًا لهذا العدد من الخطوط.',
  BONUS_NOT_AVAILABLE: 'هذه المكافأة غير متاحة في حسابك.',
  BONUS_NOT_APPLICABLE: 'هذه المكافأة لا تناسب هذا الرهان. راجع شروطها.',
  IDEMPOTENCY_KEY_REUSED: 'سبق إرسال هذا الطلب برهانات مختلفة. حاول مرة أخرى.',
};

const TEXTS: Record<string, Texts> = { en, de, 'pt-BR': ptBR, pt: ptBR, ar };

const LOCALES = Object.keys(TEXTS);

/**
 * The player-facing text of an error code, in the locale as the site maps it (br is Portuguese; a
 * region the texts lack falls back to its language), English when unknown.
 */
export function localizedBetError(code: BetErrorCode, locale: string | undefined): string {
  const found = siteLocale(locale, LOCALES) ?? siteLocale(locale?.split('-')[0], LOCALES);
  return (found === undefined ? en : TEXTS[found]!)[code];
}
