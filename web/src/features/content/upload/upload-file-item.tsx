import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type { MediaDto } from '@tessera/contracts';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import type { UploadItem } from './use-upload-queue';

interface UploadFileItemProps {
  item: UploadItem;
  media?: MediaDto;
  onRemove: () => void;
  onRetry: () => void;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function ItemState({ item, media, onRetry }: Omit<UploadFileItemProps, 'onRemove'>) {
  if (item.status === 'rejected') {
    return <Typography.Text type="danger">{item.error}</Typography.Text>;
  }
  if (item.status === 'uploading') {
    return (
      <div>
        <Progress
          percent={item.progress}
          size="small"
          status={item.interrupted ? 'normal' : 'active'}
          aria-label={`Uploading ${item.file.name}`}
        />
        {item.interrupted && (
          <Typography.Text type="warning" className="upload-item__size">
            Connection lost. Resuming where the upload stopped…
          </Typography.Text>
        )}
      </div>
    );
  }
  if (item.status === 'error') {
    return (
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="danger">{item.error}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Retry
        </Button>
      </Flex>
    );
  }
  if (media?.status === 'ready') {
    return (
      <div>
        <Tag color="green">Ready</Tag>
      </div>
    );
  }
  if (media?.status === 'failed') {
    return (
      <Typography.Text type="danger">
        Processing failed{media.error ? `: ${media.error}` : ''}. This file will be left out.
      </Typography.Text>
    );
  }
  return (
    <div>
      <Tag color="processing">Processing</Tag>
    </div>
  );
}

/** One picked file with its preview, its upload progress and its processing state. */
export function UploadFileItem({ item, media, onRemove, onRetry }: UploadFileItemProps) {
  return (
    <li className="upload-item" aria-label={item.file.name}>
      <div className="upload-item__preview">
        {item.previewUrl && item.kind === 'image' && <img src={item.previewUrl} alt="" />}
        {item.previewUrl && item.kind === 'video' && <video src={item.previewUrl} muted />}
        {!item.previewUrl && <FileOutlined aria-hidden="true" />}
      </div>
      <Flex vertical gap={4} className="upload-item__body">
        <Typography.Text strong ellipsis>
          {item.file.name}
        </Typography.Text>
        <Typography.Text type="secondary" className="upload-item__size">
          {formatSize(item.file.size)}
        </Typography.Text>
        <ItemState item={item} media={media} onRetry={onRetry} />
      </Flex>
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={`Remove ${item.file.name}`}
        onClick={onRemove}
      />
    </li>
  );
}
