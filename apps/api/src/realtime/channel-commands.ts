// Channel commands of a session: subscribe (with token check, recovery, delta), unsubscribe, sub_refresh, history.
import { recover, type Publication, type StreamPosition } from './broker';
import {
  errors,
  isPrivateChannel,
  isValidChannel,
  publicationJson,
  type HistoryRequest,
  type SubscribeRequest,
} from './protocol';
import type { ClientSession, Subscription } from './session';

/** JSON of a reply result with raw publication JSON spliced in (data is never re-serialized). */
function withPublications(result: object, publications: string[]): object | string {
  if (publications.length === 0) return result;
  return `${JSON.stringify(result).slice(0, -1)},"publications":[${publications.join(',')}]}`;
}

function writeReply(session: ClientSession, id: number, method: string, result: object | string) {
  if (typeof result === 'string') session.write(`{"id":${id},"${method}":${result}}`);
  else session.reply(id, method, result);
}

/** Checks the subscription token a channel needs; returns the token's expiry or an error. */
async function authorize(session: ClientSession, channel: string, token: string | undefined) {
  if (!isPrivateChannel(channel) && !token) return { expiresAt: null };
  if (!token) return { error: errors.permissionDenied };
  const check = await session.hub.tokens.verifySubscription(token, session.user, channel);
  if (!check.ok) {
    return { error: check.reason === 'expired' ? errors.tokenExpired : errors.permissionDenied };
  }
  return { expiresAt: check.value.exp ?? null };
}

export async function subscribe(
  session: ClientSession,
  id: number,
  request: SubscribeRequest,
): Promise<void> {
  const { hub } = session;
  const channel = request.channel;
  if (!isValidChannel(channel)) return session.error(id, errors.badRequest);
  if (request.type) return session.error(id, errors.notAvailable); // map / shared-poll subscriptions
  if (request.delta && request.delta !== 'fossil') return session.error(id, errors.badRequest);
  if (session.subscriptions.has(channel)) return session.error(id, errors.alreadySubscribed);
  if (session.subscriptions.size >= hub.maxSubscriptions) {
    return session.error(id, errors.limitExceeded);
  }
  const auth = await authorize(session, channel, request.token);
  if (auth.error) return session.error(id, auth.error);

  const sub: Subscription = {
    session,
    channel,
    live: false,
    pending: [],
    lost: false,
    epoch: '',
    offset: 0,
    delta: request.delta === 'fossil',
    deltaBase: -1,
    expiresAt: auth.expiresAt ?? null,
  };
  session.subscriptions.set(channel, sub);
  // Publications arriving from now on wait in sub.pending; the position read below tells which of
  // them the client still needs, so nothing falls between the reply and the live stream.
  const wasRecovering = request.recover === true;
  const since: StreamPosition = { offset: request.offset ?? 0, epoch: request.epoch ?? '' };
  let position: StreamPosition;
  let recovered = false;
  let publications: Publication[] = [];
  try {
    await hub.attach(sub);
    if (wasRecovering) {
      ({ position, recovered, publications } = await recover(
        hub.broker,
        channel,
        since,
        hub.historySize,
      ));
    } else {
      ({ position } = await hub.broker.history(channel, { limit: 0 }));
    }
  } catch (error) {
    hub.log.error({ err: error, channel }, 'realtime subscribe failed');
    hub.detach(sub);
    session.subscriptions.delete(channel);
    return session.error(id, errors.internal);
  }
  if (session.closed || session.subscriptions.get(channel) !== sub) return;

  sub.epoch = position.epoch;
  sub.offset = position.offset;
  const result: Record<string, unknown> = {
    recoverable: true,
    epoch: position.epoch,
    offset: recovered ? since.offset : position.offset,
    ...session.expiry(sub.expiresAt),
  };
  if (wasRecovering) {
    result.was_recovering = true;
    result.recovered = recovered;
  }
  if (sub.delta) result.delta = true;
  // With delta, recovered publications go as full JSON strings: the last one is the client's base.
  const mode = sub.delta ? 'string' : 'json';
  const recoveredJson = publications.map((pub) => publicationJson(pub.offset, pub.data, mode));
  if (sub.delta && publications.length > 0) sub.deltaBase = position.offset;
  writeReply(session, id, 'subscribe', withPublications(result, recoveredJson));

  sub.live = true;
  const pending = sub.pending;
  sub.pending = [];
  if (sub.lost) return session.resubscribe(sub);
  for (const prepared of pending) {
    if (!session.subscriptions.has(channel)) break;
    session.deliver(sub, prepared);
  }
}

export function unsubscribe(session: ClientSession, id: number, channel: string | undefined) {
  if (!isValidChannel(channel)) return session.error(id, errors.badRequest);
  const sub = session.subscriptions.get(channel);
  if (sub) {
    session.hub.detach(sub);
    session.subscriptions.delete(channel);
  }
  session.reply(id, 'unsubscribe', {});
}

export async function subRefresh(
  session: ClientSession,
  id: number,
  request: { channel?: string; token?: string },
) {
  const { channel, token } = request;
  if (!isValidChannel(channel) || !token) return session.error(id, errors.badRequest);
  const sub = session.subscriptions.get(channel);
  if (!sub) return session.error(id, errors.permissionDenied);
  const check = await session.hub.tokens.verifySubscription(token, session.user, channel);
  if (!check.ok) {
    return session.error(
      id,
      check.reason === 'expired' ? errors.tokenExpired : errors.permissionDenied,
    );
  }
  sub.expiresAt = check.value.exp ?? null;
  session.reply(id, 'sub_refresh', session.expiry(sub.expiresAt));
}

/** History of a channel the client is subscribed to (a subscription is the permission to read it). */
export async function history(session: ClientSession, id: number, request: HistoryRequest) {
  const { channel } = request;
  if (!isValidChannel(channel)) return session.error(id, errors.badRequest);
  if (!session.subscriptions.has(channel)) return session.error(id, errors.permissionDenied);
  const { hub } = session;
  const requested = request.limit ?? 0;
  const limit = requested < 0 ? hub.historySize : Math.min(requested, hub.historySize);
  const since = request.since
    ? { offset: request.since.offset ?? 0, epoch: request.since.epoch ?? '' }
    : undefined;
  const query = { limit, reverse: request.reverse === true, ...(since ? { since } : {}) };
  const { position, publications } = await hub.broker.history(channel, query);
  const result = { epoch: position.epoch, offset: position.offset };
  const json = publications.map((pub) => publicationJson(pub.offset, pub.data));
  writeReply(session, id, 'history', withPublications(result, json));
}
