import { Link } from 'react-router-dom';

const VERIFICATION_PATH = '/settings/verification';

/** Billing's refusal of a payout request; the verification page it names becomes a link. */
export function PayoutRefusal({ message }: { message: string }) {
  const at = message.indexOf(VERIFICATION_PATH);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Link to={VERIFICATION_PATH}>{VERIFICATION_PATH}</Link>
      {message.slice(at + VERIFICATION_PATH.length)}
    </>
  );
}
