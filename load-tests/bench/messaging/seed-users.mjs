import { seedDatabase } from '../lib/seed-database.mjs';

/**
 * Seeds `count` accounts with one session each into auth's database, as `npm run bench` does, and
 * reads back who they are: the tokens are minted for these sessions.
 */
export async function seedSignedInUsers(authDb, count) {
  await seedDatabase(authDb, { users: count, sessions: count });
  const sessionOf = new Map();
  for await (const session of authDb
    .collection('sessions')
    .find({}, { projection: { _id: 1, userId: 1 } })) {
    sessionOf.set(session.userId, session._id);
  }
  const users = await authDb
    .collection('users')
    .find({}, { projection: { _id: 1, role: 1, username: 1, displayName: 1 } })
    .sort({ username: 1 })
    .toArray();
  return users.map((user) => ({
    id: user._id,
    role: user.role,
    username: user.username,
    displayName: user.displayName,
    sessionId: sessionOf.get(user._id),
  }));
}
