import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../../session/session-context';
import { messagingSocketConnector } from './messaging-socket';

/** One socket.io connection for the signed-in user while the screen is open; null signed out. */
export function useMessagingSocket(): Socket | null {
  const { session } = useSession();
  const token = session?.token ?? null;
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = messagingSocketConnector.connect(token);
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [token]);

  return socket;
}
