// A bet refused for a used-up play-time limit (the placement's answer SESSION_LIMIT_REACHED or
// ACTIVITY_LIMIT_REACHED) stops betting here and in every tab, as the limit's own answer does;
// other refusals change nothing. The play-time code is loaded only for such a refusal (it is
// already here for a signed-in player, with the play-time body).
export async function onBetRefused(code: unknown): Promise<void> {
  if (code !== 'SESSION_LIMIT_REACHED' && code !== 'ACTIVITY_LIMIT_REACHED') return;
  const playTime = await import('./play-time');
  playTime.onBetRefused(code);
}
