'use client';
// Alerts shown bottom-centre; each closes itself after 5 s unless it is sticky.
import { create } from 'zustand';

const ALERT_AUTO_CLOSE_MS = 5000;

export interface Alert {
  id: string;
  kind: 'error' | 'success' | 'info';
  title: string;
  description?: string;
  sticky?: boolean;
}

interface AlertsState {
  alerts: Alert[];
  show(alert: Omit<Alert, 'id'> & { id?: string }): string;
  dismiss(id: string): void;
}

let counter = 0;

export const useAlerts = create<AlertsState>()((set, get) => ({
  alerts: [],
  show(alert) {
    const id = alert.id ?? `alert-${++counter}`;
    set({ alerts: [...get().alerts.filter((a) => a.id !== id), { ...alert, id }] });
    if (!alert.sticky) setTimeout(() => get().dismiss(id), ALERT_AUTO_CLOSE_MS);
    return id;
  },
  dismiss(id) {
    set({ alerts: get().alerts.filter((a) => a.id !== id) });
  },
}));
