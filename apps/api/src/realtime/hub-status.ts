// What the health check needs to know about the real-time hub, whatever implements it.
export interface HubStatus {
  status: 'ok' | 'degraded';
  /** "memory" for the in-process hub, "redis" when fanned out through Redis. */
  broker: 'memory' | 'redis';
  connections: number;
  channels: number;
}

export interface HubStatusSource {
  status(): HubStatus;
}
