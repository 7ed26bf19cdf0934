import { Alert, Skeleton } from 'antd';
import { useAuditVerification } from '../../hooks/use-audit-verification';

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** "1 entry waits", "3 entries wait". */
const entriesThat = (count: number, one: string, many: string) =>
  `${entries(count)} ${count === 1 ? one : many}`;

/** The result of checking the sealed chain, above the trail it vouches for. */
export function AuditChainBanner() {
  const check = useAuditVerification();
  if (check.isPending) return <Skeleton.Input active block className="page-alert" />;
  if (check.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        className="page-alert"
        title="The seal of the trail could not be checked"
        description={check.error.message}
      />
    );
  }
  const { valid, checkedEntries, checkedDigests, unsealedEntries, firstBrokenAt } = check.data;
  const waiting =
    unsealedEntries > 0
      ? ` ${entriesThat(unsealedEntries, 'waits', 'wait')} for the next seal.`
      : '';
  if (valid) {
    return (
      <Alert
        type="success"
        showIcon
        className="page-alert"
        title="The trail is intact"
        description={`${entries(checkedEntries)} match ${checkedDigests} signed digests.${waiting}`}
      />
    );
  }
  const where = firstBrokenAt?.sequence
    ? `entry #${firstBrokenAt.sequence} (${firstBrokenAt.entryId}) in digest ${firstBrokenAt.digest}`
    : `digest ${firstBrokenAt?.digest}`;
  return (
    <Alert
      type="error"
      showIcon
      className="page-alert"
      title="The trail was changed after it was sealed"
      description={`At ${where}: ${firstBrokenAt?.problem}. ${entriesThat(checkedEntries, 'checks', 'check')} out before it.${waiting}`}
    />
  );
}
