import type { RealityCheck } from '@sportsbook/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlayer } from '@/lib/session/player-store';
import {
  activityLimitReached,
  dismissPlayTimeDialog,
  joinPlayTimeChannel,
  onSessionLimit,
  realityCheckDue,
  resetPlayTime,
} from './play-time';
import { usePlayTime } from './play-time-store';

const summary: RealityCheck = {
  bets_sum: 2_500,
  wins_sum: 1_000,
  currency: 'EUR',
  period: { from: '2026-11-26T20:00:00.000Z', to: '2026-11-26T21:05:00.000Z' },
  reality_check_due: true,
};

/** Another tab of the same browser, on the same channel. */
function otherTab() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel('sportsbook-play-time');
  channel.onmessage = (event) => heard.push(event.data);
  return { channel, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('play time shared between tabs', () => {
  const opened: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of opened.splice(0)) channel.close();
    resetPlayTime();
  });

  it('shows the reality check here and in the other tabs; one answer closes it everywhere', async () => {
    joinPlayTimeChannel();
    const tab = otherTab();
    opened.push(tab.channel);
    realityCheckDue(summary);
    expect(usePlayTime.getState().dialog).toEqual({ kind: 'reality_check', summary });
    await settle();
    expect(tab.heard).toEqual([{ type: 'reality_check', summary }]);

    // The other tab's player continues: the dialog closes here too.
    tab.channel.postMessage({ type: 'reality_check_answered' });
    await settle();
    expect(usePlayTime.getState().dialog).toBeNull();
  });

  it('opens the reality check told by another tab, keeping an open limit dialog', async () => {
    joinPlayTimeChannel();
    const tab = otherTab();
    opened.push(tab.channel);
    tab.channel.postMessage({ type: 'reality_check', summary });
    await settle();
    expect(usePlayTime.getState().dialog?.kind).toBe('reality_check');

    resetPlayTime();
    activityLimitReached();
    realityCheckDue(summary);
    expect(usePlayTime.getState().dialog).toEqual({ kind: 'activity_limit' });
  });

  it('a session limit stops betting in every tab and resets the balance shown', async () => {
    joinPlayTimeChannel();
    usePlayer.setState({ accounts: [{ currency: 'EUR', balance: 1000, active: true }] });
    const tab = otherTab();
    opened.push(tab.channel);
    onSessionLimit();
    expect(usePlayTime.getState()).toMatchObject({
      dialog: { kind: 'session_limit' },
      blocked: 'session_limit',
    });
    expect(usePlayer.getState().accounts).toEqual([]);
    await settle();
    expect(tab.heard).toEqual([{ type: 'session_limit' }]);

    // Dismissing the dialog leaves betting stopped.
    dismissPlayTimeDialog();
    expect(usePlayTime.getState()).toMatchObject({ dialog: null, blocked: 'session_limit' });

    // Heard from another tab: the same here.
    resetPlayTime();
    usePlayer.setState({ accounts: [{ currency: 'EUR', balance: 1000, active: true }] });
    tab.channel.postMessage({ type: 'session_limit' });
    await settle();
    expect(usePlayTime.getState().blocked).toBe('session_limit');
    expect(usePlayer.getState().accounts).toEqual([]);
    tab.channel.postMessage({ type: 'activity_limit' });
    await settle();
    expect(usePlayTime.getState()).toMatchObject({
      dialog: { kind: 'activity_limit' },
      blocked: 'activity_limit',
    });
  });
});
