'use client';
// POST /player/activity_limit_track: a minute of activity; 401 when the activity limit is reached.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';

interface ActivityTrack {
  tracked_seconds: number;
  limit_seconds: number | null;
}

function trackActivity(): Promise<ActivityTrack> {
  return apiFetch<ActivityTrack>('/api/platform/player/activity_limit_track', { method: 'POST' });
}

export const useTrackActivity = () =>
  useMutation({ mutationKey: ['activity-track'], mutationFn: trackActivity });
