/**
 * Which server answers on MONGO_URL, as far as it says: FerretDB names itself, MongoDB reports the
 * commit it was built from, and other servers that speak the protocol only claim a version.
 */
export async function describeDatabaseServer(client) {
  const info = await client.db('admin').command({ buildInfo: 1 });
  if (info.ferretdbVersion) return `FerretDB ${info.ferretdbVersion}`;
  if (info.gitVersion) return `MongoDB ${info.version}`;
  return `a MongoDB-compatible server reporting version ${info.version} (not a MongoDB build)`;
}
