import mongoose from 'mongoose';
import { checkChain } from '../audit/audit-chain';
import { AuditDigest, AuditDigestSchema } from '../audit/audit-digest.schema';
import { storedDigestOf } from '../audit/audit-digests.repository';
import { AuditEntry, AuditEntrySchema } from '../audit/audit-entry.schema';
import { parseAuditSigningKey } from '../audit/audit-signing-key';
import { loadAdminConfig } from '../config/admin-config';

/**
 * Checks the sealed audit trail straight from the admin service's database, without the service:
 * prints the result as JSON and exits 1 when the chain is broken. `npm run audit:verify`.
 */
async function main(): Promise<number> {
  const config = loadAdminConfig();
  const { keyId, publicKey } = parseAuditSigningKey(config.AUDIT_SIGNING_KEY);
  const connection = await mongoose
    .createConnection(config.MONGO_URL, { dbName: config.MONGO_DB })
    .asPromise();
  try {
    const entries = connection.model<AuditEntry>(AuditEntry.name, AuditEntrySchema);
    const digests = connection.model<AuditDigest>(AuditDigest.name, AuditDigestSchema);
    const check = await checkChain(
      {
        async *digests() {
          const cursor = digests.find().sort({ _id: 1 }).lean<AuditDigest[]>().cursor();
          for await (const record of cursor) yield storedDigestOf(record as AuditDigest);
        },
        entries: (ids) => entries.find({ _id: { $in: ids } }).lean<AuditEntry[]>(),
      },
      { keyId, publicKey },
    );
    const unsealedEntries = await entries.countDocuments({ sealedBy: null });
    console.log(JSON.stringify({ ...check, unsealedEntries }, null, 2));
    return check.valid ? 0 : 1;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
