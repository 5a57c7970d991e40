import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@tasman/domain';
import { lookUpSession, lookUpSessionById } from '../../plugins/session.plugin.js';
import { sessionCookieName } from '../auth/session-token.js';
import { NotificationsLiveHub } from '../notifications/notifications-live-hub.js';

const NOTIFICATIONS_CHANGED = JSON.stringify({ event: 'notifications-changed' } satisfies LiveEvent);

/**
 * spec 000 §7 'Status socket': pushes { currentStatus, currentStatusAus }; the client sends 'keepalive'.
 * Issue 12: a socket opened with a signed-in client's session cookie also receives
 * `{"event":"notifications-changed"}` when that client's notifications change on any instance. The
 * session is checked again before every such push (without counting as activity): once it is signed
 * out, expired or idle, the socket stops hearing of notifications and keeps only the status.
 */
export async function statusSocketRoutes(app: FastifyInstance) {
  const hub = new NotificationsLiveHub(app.database);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  const cookieName = sessionCookieName(app.channel);

  app.get('/ws/status', { websocket: true, config: { access: 'public' } }, async (socket, request) => {
    const sendText = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const cleanups: Array<() => void> = [];
    let closed = false;
    const cleanUp = () => {
      closed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    };
    socket.on('message', () => {
      // 'keepalive' needs no answer: receiving it keeps the connection alive through proxies.
    });
    socket.on('close', cleanUp);
    socket.on('error', cleanUp);

    // Who the socket belongs to is settled before the first message, so a browser that has had its
    // first status also hears of every notification change from then on.
    const token = request.cookies[cookieName];
    const auth = token ? await lookUpSession(app, token, undefined, { touch: false }).catch(() => null) : null;
    if (closed) return;
    sendText(app.statusHub.currentJson());
    cleanups.push(app.statusHub.subscribe((status) => sendText(JSON.stringify(status))));
    if (!auth?.clientId) return;
    const { sessionId, clientId } = auth;

    // One check at a time per socket; changes arriving meanwhile become one more push after it.
    let checking = false;
    let again = false;
    const unsubscribe = hub.subscribe(clientId, () => void pushIfStillSignedIn());
    cleanups.push(unsubscribe);
    async function pushIfStillSignedIn(): Promise<void> {
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        do {
          again = false;
          const current = await lookUpSessionById(app, sessionId, undefined, { touch: false }).catch(() => undefined);
          if (current === undefined) return; // the database could not answer: push nothing, the next change asks again
          if (current === null || current.clientId !== clientId) {
            unsubscribe();
            return;
          }
          sendText(NOTIFICATIONS_CHANGED);
        } while (again && !closed);
      } finally {
        checking = false;
      }
    }
  });
}
