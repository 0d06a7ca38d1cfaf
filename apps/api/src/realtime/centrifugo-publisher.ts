// Publishes through a Centrifugo server API (or another hub's /api/realtime) over HTTP.
import {
  RealtimeError,
  type BroadcastResponse,
  type PublishOptions,
  type PublishResult,
  type RealtimePublisher,
} from './publisher';

interface ApiAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

type RawResult = { offset?: number; epoch?: string } | undefined;

/** Centrifugo leaves offset and epoch out for channels without history. */
const toResult = (raw: RawResult): PublishResult => ({
  offset: raw?.offset ?? 0,
  epoch: raw?.epoch ?? '',
});

export class CentrifugoPublisher implements RealtimePublisher {
  private readonly baseUrl: string;

  /** `apiUrl` is the server API base, e.g. http://centrifugo:8000/api; methods are POSTed under it. */
  constructor(
    apiUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 5000,
  ) {
    this.baseUrl = apiUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: string, body: object): Promise<T | undefined> {
    const response = await fetch(`${this.baseUrl}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': this.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      throw new RealtimeError(100, `real-time server answered HTTP ${response.status}`);
    }
    const answer = (await response.json()) as ApiAnswer<T>;
    if (answer.error) throw new RealtimeError(answer.error.code, answer.error.message);
    return answer.result;
  }

  async publish(channel: string, data: unknown, options?: PublishOptions): Promise<PublishResult> {
    const body: Record<string, unknown> = { channel, data };
    if (options?.idempotencyKey) body.idempotency_key = options.idempotencyKey;
    return toResult(await this.call<RawResult>('publish', body));
  }

  async broadcast(channels: string[], data: unknown): Promise<BroadcastResponse[]> {
    const result = await this.call<{ responses?: ApiAnswer<RawResult>[] }>('broadcast', {
      channels,
      data,
    });
    return (result?.responses ?? []).map((response) =>
      response.error ? { error: response.error } : { result: toResult(response.result) },
    );
  }
}
