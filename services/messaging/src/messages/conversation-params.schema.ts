import { conversationIdSchema } from '@tessera/contracts';
import { z } from 'zod';

/** The path parameters of a route about one conversation, `/conversations/:id/...`. */
export const conversationParams = z.object({ id: conversationIdSchema });
