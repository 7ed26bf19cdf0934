import type { MessageEvidence } from '@tessera/contracts';
import { Typography } from 'antd';

/**
 * A reported message as it was when reported, from the report's own copy: its sender may have
 * deleted it since. Its attachments are counted, not shown.
 */
export function MessageEvidenceQuote({ evidence }: { evidence: MessageEvidence }) {
  const attachments = evidence.mediaIds.length;
  return (
    <figure className="queue-media queue-evidence" aria-label="Reported message">
      <blockquote className="queue-evidence__text">{evidence.text || '(no text)'}</blockquote>
      <figcaption>
        <Typography.Text type="secondary">
          Sent {new Date(evidence.sentAt).toLocaleString()}
          {attachments > 0 &&
            ` · ${attachments} attachment${attachments === 1 ? '' : 's'} kept with the report`}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
