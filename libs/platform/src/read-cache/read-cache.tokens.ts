/** The Redis channel on which a service's replicas tell each other which cached ids to drop. */
export const READ_CACHE_CHANNEL = Symbol('READ_CACHE_CHANNEL');
