/**
 * The status moves, each one Lua script so that concurrent calls for one user (two tabs, a
 * heartbeat racing a sign-out, two replicas sweeping) see and change the user's keys atomically.
 *
 * KEYS: 1 the user's hash, 2 the user's socket set, 3 `live` (every user with a running client,
 * scored by last activity), 4 `online` (the users shown online, same score).
 * ARGV: 1 user id, 2 now (ms), 3 seconds the user's keys outlive their last write, then per move.
 *
 * The hash holds `status` (shown), `chosen` (what the user picked: ONLINE, AWAY, BUSY, or OFFLINE
 * to appear offline), `lastSeen`, `lastActivity` (the last sign of life), `shownActivity` (the last
 * sign of life others may see: it stays put while the user appears offline, as `lastSeen` does),
 * `version` (raised on every status change) and `announced` (the last version recorded with its
 * event). Every script answers the caller's own
 * { status, lastSeen, lastActivity, version, unannounced }: unannounced is 1 when the status
 * changed now, or changed earlier without its event being recorded (a failed database write),
 * so the caller records it and nothing is lost for good.
 */
const PRELUDE = `
local user, now, ttl = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local h = redis.call('HMGET', KEYS[1], 'status', 'chosen', 'lastSeen', 'lastActivity', 'version',
  'announced', 'shownActivity')
local old = h[1] or 'OFFLINE'
local chosen = h[2] or 'ONLINE'
local lastSeen = h[3] or ''
local lastActivity = h[4] or ''
local version = tonumber(h[5] or '0')
local announced = tonumber(h[6] or '0')
-- A hash written before shownActivity existed showed its lastActivity.
local shownActivity = h[7] or lastActivity
local status = old
local function answer()
  return {status, lastSeen, lastActivity, tostring(version), (announced < version) and 1 or 0}
end
local function finish()
  if status ~= old then
    -- Versions follow the clock, so they keep rising past the recorded ones after Redis is lost.
    version = math.max(version + 1, now)
  end
  redis.call('HSET', KEYS[1], 'status', status, 'chosen', chosen, 'lastSeen', lastSeen,
    'lastActivity', lastActivity, 'shownActivity', shownActivity, 'version', tostring(version))
  redis.call('EXPIRE', KEYS[1], ttl)
  if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ttl) end
  return answer()
end
local function goOffline(seenAt)
  redis.call('DEL', KEYS[2])
  redis.call('ZREM', KEYS[3], user)
  redis.call('ZREM', KEYS[4], user)
  status = 'OFFLINE'
  if old ~= 'OFFLINE' then lastSeen = seenAt end
end
`;

/**
 * ARGV 4: a socket id to register or ''; ARGV 5: the status the user picks or ''. A socket whose
 * close was remembered (see LEAVE_SCRIPT) has ended already: its late opening changes nothing.
 */
export const TOUCH_SCRIPT = `${PRELUDE}
local socket, picked = ARGV[4], ARGV[5]
if socket ~= '' and redis.call('HDEL', KEYS[1], 'closed:' .. socket) == 1 then return answer() end
if socket ~= '' then redis.call('SADD', KEYS[2], socket) end
if picked ~= '' then chosen = picked end
status = chosen
lastActivity = ARGV[2]
redis.call('ZADD', KEYS[3], now, user)
if status == 'OFFLINE' then
  redis.call('ZREM', KEYS[4], user)
else
  redis.call('ZADD', KEYS[4], now, user)
  lastSeen = ARGV[2]
  shownActivity = ARGV[2]
end
return finish()
`;

/**
 * ARGV 4: the socket that closed, or '' when the user leaves everywhere. ARGV 5: '1' to remember a
 * socket that closed before its opening was seen (messaging's opened and closed sockets travel on
 * separate topics), so the late opening does not count a closed socket; the mark lives in the
 * user's hash and expires with it.
 */
export const LEAVE_SCRIPT = `${PRELUDE}
local socket, remember = ARGV[4], ARGV[5]
if socket ~= '' then
  if redis.call('SREM', KEYS[2], socket) == 0 and remember == '1' then
    redis.call('HSET', KEYS[1], 'closed:' .. socket, ARGV[2])
    redis.call('EXPIRE', KEYS[1], ttl)
  end
  if redis.call('SCARD', KEYS[2]) > 0 then return answer() end
end
goOffline(ARGV[2])
return finish()
`;

/**
 * ARGV 4: the cutoff (ms). Ends the user's presence only if their last activity is still at or
 * before it, so a heartbeat that arrived since the sweep listed them wins.
 */
export const EXPIRE_SCRIPT = `${PRELUDE}
local score = redis.call('ZSCORE', KEYS[3], user)
if not score or tonumber(score) > tonumber(ARGV[4]) then return answer() end
goOffline(lastActivity)
return finish()
`;

/** ARGV 1: a recorded version; keeps the highest one recorded. */
export const MARK_ANNOUNCED_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local announced = tonumber(redis.call('HGET', KEYS[1], 'announced') or '0')
if tonumber(ARGV[1]) > announced then redis.call('HSET', KEYS[1], 'announced', ARGV[1]) end
return 1
`;
