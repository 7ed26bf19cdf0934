import CloseOutlined from '@ant-design/icons/CloseOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { Button, Progress, Typography } from 'antd';
import type { PendingUpload } from './use-message-uploads';

interface ComposerAttachmentsProps {
  uploads: PendingUpload[];
  onRemove: (localId: string) => void;
}

const STATE_LABELS: Record<PendingUpload['state'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** The files attached to the message being written, each with its upload progress. */
export function ComposerAttachments({ uploads, onRemove }: ComposerAttachmentsProps) {
  if (uploads.length === 0) return null;
  return (
    <ul className="composer-attachments" aria-label="Attachments">
      {uploads.map((upload) => (
        <li key={upload.localId} className="composer-attachment">
          <div className="composer-attachment__thumb">
            {upload.kind === 'image' ? (
              <img src={upload.localUrl} alt="" />
            ) : (
              <VideoCameraOutlined aria-hidden="true" />
            )}
          </div>
          <div className="composer-attachment__body">
            <Typography.Text ellipsis className="composer-attachment__name">
              {upload.name}
            </Typography.Text>
            {upload.state === 'failed' ? (
              <Typography.Text type="danger" role="alert">
                {upload.error}
              </Typography.Text>
            ) : (
              <Progress
                size="small"
                percent={upload.state === 'uploading' ? upload.progress : 100}
                status={upload.state === 'processing' ? 'active' : 'normal'}
                format={() => STATE_LABELS[upload.state]}
                aria-label={`${upload.name}: ${STATE_LABELS[upload.state]}`}
              />
            )}
          </div>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={`Remove ${upload.name}`}
            onClick={() => onRemove(upload.localId)}
          />
        </li>
      ))}
    </ul>
  );
}
