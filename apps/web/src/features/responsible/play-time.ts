// What changes the player's play time, shared by every tab of the browser: the reality-check
// dialog (and its answer), the session limit and the activity limit that stop betting
// (spec: reality check and session limit, activity tracking). Other tabs hear of each change
// through a BroadcastChannel, so one answer closes the dialog everywhere.
import type { RealityCheck } from '@sportsbook/contracts';
import { usePlayer } from '@/lib/session/player-store';
import { usePlayTime } from './play-time-store';

type Message =
  | { type: 'reality_check'; summary: RealityCheck }
  | { type: 'reality_check_answered' }
  | { type: 'session_limit' }
  | { type: 'activity_limit' };

const CHANNEL = 'sportsbook-play-time';
let channel: BroadcastChannel | null = null;

function broadcast(message: Message): void {
  channel?.postMessage(message);
}

/** The reality check is due: shows its dialog here and in the other tabs. */
export function realityCheckDue(summary: RealityCheck): void {
  // A limit's dialog stays; an open reality check keeps its first figures.
  if (usePlayTime.getState().dialog) return;
  usePlayTime.setState({ dialog: { kind: 'reality_check', summary } });
  broadcast({ type: 'reality_check', summary });
}

/** The player answered the reality check (Continue or Leave): closes it in every tab. */
export function realityCheckAnswered(): void {
  if (usePlayTime.getState().dialog?.kind === 'reality_check')
    usePlayTime.setState({ dialog: null });
  broadcast({ type: 'reality_check_answered' });
}

/** A 401 on activity tracking: no betting in any tab. */
export function activityLimitReached(): void {
  usePlayTime.setState({ dialog: { kind: 'activity_limit' }, blocked: 'activity_limit' });
  broadcast({ type: 'activity_limit' });
}

/** Closes the dialog of a limit (betting stays stopped). */
export function dismissPlayTimeDialog(): void {
  usePlayTime.setState({ dialog: null });
}

/** A new sign-in: the limits are asked afresh. */
export function resetPlayTime(): void {
  usePlayTime.setState({ dialog: null, blocked: null });
}

/** Joins the other tabs' channel once per tab (a browser without BroadcastChannel stays alone). */
export function joinPlayTimeChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    const { dialog } = usePlayTime.getState();
    switch (message.type) {
      case 'reality_check':
        if (!dialog)
          usePlayTime.setState({ dialog: { kind: 'reality_check', summary: message.summary } });
        break;
      case 'reality_check_answered':
        if (dialog?.kind === 'reality_check') usePlayTime.setState({ dialog: null });
        break;
      case 'session_limit':
        usePlayer.setState({ accounts: [] });
        usePlayTime.setState({ dialog: { kind: message.type }, blocked: message.type });
        break;
      case 'activity_limit':
        usePlayTime.setState({ dialog: { kind: message.type }, blocked: message.type });
        break;
    }
  };
}

/** A 403 on starting or continuing the session, the limit used up: the balance shown is reset and
 * betting stops in every tab. */
export function onSessionLimit(): void {
  usePlayer.setState({ accounts: [] });
  usePlayTime.setState({ dialog: { kind: 'session_limit' }, blocked: 'session_limit' });
  broadcast({ type: 'session_limit' });
}

/** A bet refused for a used-up play-time limit stops betting here and in every tab, as the
 * limit's own answer does; other refusals change nothing. */
export function onBetRefused(code: unknown): void {
  if (code === 'SESSION_LIMIT_REACHED') onSessionLimit();
  else if (code === 'ACTIVITY_LIMIT_REACHED') activityLimitReached();
}
