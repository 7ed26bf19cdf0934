import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { refreshSession } from '../../api/http-client';
import { useSession } from '../../session/session-context';
import { messagingSocketConnector, reauthenticate } from './messaging-socket';

/** How long before the access token expires it is renewed, so an idle socket never lapses. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** Renew-and-reconnect attempts in a row after the server closed or refused the connection. */
const MAX_RECOVERIES = 2;

/**
 * One socket.io connection for the signed-in user while the screen is open; null signed out.
 * The server closes it when the session ends or its access token expires. So the connection
 * lives on, the access token is renewed shortly before it expires and every renewed token is
 * handed to the open connection (`auth:refresh`); after the server closed or refused it, the
 * token is renewed and the connection opened again (a renewal that fails signs out).
 */
export function useMessagingSocket(): Socket | null {
  const { session } = useSession();
  const token = session?.token ?? null;
  const userId = session?.user.id ?? null;
  const tokenExpiresAt = session?.accessTokenExpiresAt;
  const [socket, setSocket] = useState<Socket | null>(null);
  const latestToken = useRef(token);
  /** The token the connection last presented to the server. */
  const presentedToken = useRef<string | null>(null);

  useEffect(() => {
    latestToken.current = token;
  }, [token]);

  useEffect(() => {
    if (!userId) return;
    let recoveries = 0;
    presentedToken.current = latestToken.current;
    const connection = messagingSocketConnector.connect(() => {
      presentedToken.current = latestToken.current;
      return latestToken.current ?? '';
    });
    const recover = () => {
      if (recoveries >= MAX_RECOVERIES) return;
      recoveries += 1;
      void refreshSession().then((renewed) => {
        if (renewed && !connection.connected) connection.connect();
      });
    };
    const onConnect = () => {
      recoveries = 0;
    };
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') recover();
    };
    // socket.io retries a lost connection itself, but not one the server refused.
    const onConnectError = () => {
      if (!connection.active) recover();
    };
    connection.on('connect', onConnect);
    connection.on('disconnect', onDisconnect);
    connection.on('connect_error', onConnectError);
    setSocket(connection);
    return () => {
      connection.off('connect', onConnect);
      connection.off('disconnect', onDisconnect);
      connection.off('connect_error', onConnectError);
      connection.disconnect();
      setSocket(null);
    };
  }, [userId]);

  useEffect(() => {
    if (!socket || !token) return;
    const handOver = () => {
      // A connection not up yet presents the newest token when it connects.
      if (!socket.connected || presentedToken.current === token) return;
      presentedToken.current = token;
      reauthenticate(socket, token).catch(() => socket.disconnect().connect());
    };
    handOver();
    socket.on('connect', handOver);
    return () => {
      socket.off('connect', handOver);
    };
  }, [socket, token]);

  useEffect(() => {
    if (!userId || !tokenExpiresAt) return;
    const remainingMs = Date.parse(tokenExpiresAt) - Date.now();
    if (!Number.isFinite(remainingMs)) return;
    const renewInMs = remainingMs - Math.min(RENEW_BEFORE_EXPIRY_MS, remainingMs / 4);
    const timer = setTimeout(() => void refreshSession(), Math.max(0, renewInMs));
    return () => clearTimeout(timer);
  }, [userId, tokenExpiresAt]);

  return socket;
}
