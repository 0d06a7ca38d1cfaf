'use client';
// The unread count the bell shows and how many notifications arrived live, kept outside the query
// library so the header reads it without loading that library with the page.
import { create } from 'zustand';

interface UnreadState {
  /** Unread notifications, null until first read. */
  unread: number | null;
  /** Bumped when a notification arrives live, so an open panel reads the list again. */
  arrivals: number;
  setUnread(unread: number | null): void;
  arrived(): void;
}

export const useUnread = create<UnreadState>()((set) => ({
  unread: null,
  arrivals: 0,
  setUnread: (unread) => set({ unread }),
  arrived: () => set((s) => ({ arrivals: s.arrivals + 1 })),
}));
