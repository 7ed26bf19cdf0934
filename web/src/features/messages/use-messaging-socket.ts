import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../../session/session-context';
import { messagingSocketConnector } from './messaging-socket';

/**
 * One socket.io connection for the signed-in user while the screen is open; null signed out.
 * When the access token is renewed, the old connection closes only once the new one is up, so the
 * user never has no open socket and does not flicker offline for the people they talk with.
 */
export function useMessagingSocket(): Socket | null {
  const { session } = useSession();
  const token = session?.token ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);
  const replaced = useRef<Socket | null>(null);

  useEffect(() => {
    const previous = replaced.current;
    replaced.current = null;
    if (!token) {
      previous?.disconnect();
      return;
    }
    const connection = messagingSocketConnector.connect(token);
    if (previous) {
      const closePrevious = () => previous.disconnect();
      connection.once('connect', closePrevious);
      connection.once('connect_error', closePrevious);
    }
    setSocket(connection);
    return () => {
      replaced.current = connection;
      setSocket(null);
    };
  }, [token]);

  // Leaving the screen closes the connection at once.
  useEffect(
    () => () => {
      replaced.current?.disconnect();
    },
    [],
  );

  return socket;
}
