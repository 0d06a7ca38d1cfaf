'use client';
// A signed-in player's play time: starts the sportsbook session, polls the reality check while it
// runs and tracks activity every 60 s (spec: reality check and session limit, activity tracking).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { withQueryClient } from '@/components/providers/query-provider';
import { ClientApiError } from '@/lib/api/client';
import { useSystem } from '@/lib/api/system';
import { usePlayer } from '@/lib/session/player-store';
import { useTrackActivity } from '../api/activity-track';
import { realityCheckQuery } from '../api/reality-check';
import { useStartSportsbookSession } from '../api/sportsbook-session';
import { userLimitsQuery } from '../api/user-limits';
import { activityLimitReached, onSessionLimit, realityCheckDue, resetPlayTime } from '../play-time';

const ACTIVITY_TRACK_MS = 60_000;

const answered = (error: unknown, status: number) =>
  error instanceof ClientApiError && error.status === status;

function PlayTimeControllerInner({ playerId }: { playerId: string }) {
  const start = useStartSportsbookSession();
  const [running, setRunning] = useState(false);

  // The session starts once per sign-in (and when the sportsbook opens signed in).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    resetPlayTime();
    start.mutate(undefined, {
      onSuccess: () => setRunning(true),
      onError: (error) => {
        if (answered(error, 403)) onSessionLimit();
      },
    });
  }, [start]);

  const check = useQuery({
    ...realityCheckQuery(playerId),
    enabled: running,
  });
  useEffect(() => {
    if (check.data?.reality_check_due) realityCheckDue(check.data);
  }, [check.data]);

  const trackingOn = useSystem().data?.features.activity_tracking === true;
  const limits = useQuery({ ...userLimitsQuery(playerId), enabled: running && trackingOn });
  const hasLimits = limits.data?.data.some((limit) => limit.status === 'active') === true;
  const { mutate: trackActivity } = useTrackActivity();
  useEffect(() => {
    if (!running || !trackingOn || !hasLimits) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      trackActivity(undefined, {
        onError: (error) => {
          if (!answered(error, 401)) return;
          // The activity limit is reached: the session is reset and its dialog tells why.
          setRunning(false);
          activityLimitReached();
          void usePlayer.getState().signOut();
        },
      });
    }, ACTIVITY_TRACK_MS);
    return () => clearInterval(timer);
  }, [running, trackingOn, hasLimits, trackActivity]);

  return null;
}

export default withQueryClient(PlayTimeControllerInner);
