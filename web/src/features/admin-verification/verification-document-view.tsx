import type { VerificationRequestDto } from '@tessera/contracts';
import { Button, Typography } from 'antd';
import { useState } from 'react';

type Document = VerificationRequestDto['documents'][number];

const LABELS: Record<Document['type'], string> = {
  id_front: 'ID, front',
  id_back: 'ID, back',
  selfie: 'Selfie with ID',
};

/** One document of a request, blurred until the admin chooses to look at it. */
export function VerificationDocumentView({ document }: { document: Document }) {
  const [revealed, setRevealed] = useState(false);
  const label = LABELS[document.type];
  if (!document.url) {
    return (
      <figure className="verification-document">
        <Typography.Text type="secondary">
          {label}: deleted after the retention period
        </Typography.Text>
      </figure>
    );
  }
  const isImage = document.contentType.startsWith('image/');
  return (
    <figure className="verification-document">
      {isImage ? (
        <button
          type="button"
          className={`verification-document__frame${revealed ? '' : ' is-blurred'}`}
          aria-label={revealed ? label : `Show ${label}`}
          onClick={() => setRevealed(true)}
        >
          <img src={document.url} alt={label} />
        </button>
      ) : (
        <Button href={document.url} target="_blank" rel="noreferrer">
          Open {label} (PDF)
        </Button>
      )}
      <figcaption>
        {label} · <Typography.Text type="secondary">{document.filename}</Typography.Text>
      </figcaption>
    </figure>
  );
}
