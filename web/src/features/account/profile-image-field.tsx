import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ProfileImagePurpose } from '@tessera/contracts';
import { IMAGE_MAX_BYTES, MESSAGES, bytesToMb } from '@tessera/rules';
import { Avatar, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadApi } from '../../api/content.api';

/** What the field holds: unchanged (undefined), a processed upload to show, or no picture. */
export type ProfileImageChoice =
  { mediaId: string; previewUrl: string | null } | { removed: true } | { uploading: true };

export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const PICTURE_STILL_UPLOADING = 'Wait until the picture is uploaded';
const PROCESSING_POLL_MS = 1000;
const PROCESSING_WAIT_MS = 60_000;

interface ProfileImageFieldProps {
  purpose: ProfileImagePurpose;
  /** The picture the profile shows now, if any. */
  current: string;
  /** Names the picture in buttons and messages, e.g. "profile picture". */
  noun: string;
  value?: ProfileImageChoice;
  onChange?: (choice: ProfileImageChoice | undefined) => void;
}

/** Waits until content has made the upload's renditions: only a processed image can be chosen. */
async function processed(mediaId: string): Promise<string | null> {
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const { data } = await uploadApi.media(mediaId);
    if (data.status === 'ready') return data.thumbnailUrl ?? data.url ?? null;
    if (data.status === 'failed') throw new Error(data.error ?? MESSAGES.unexpectedError);
    if (Date.now() > deadline) throw new Error('The picture is taking too long; try again.');
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_POLL_MS));
  }
}

/**
 * Uploads a profile picture or cover at once through the media pipeline, showing its progress
 * and a preview; the form then saves the processed upload by its id. Addresses cannot be pasted.
 */
export function ProfileImageField({
  purpose,
  current,
  noun,
  value,
  onChange,
}: ProfileImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown =
    value && 'mediaId' in value ? value.previewUrl : value && 'removed' in value ? '' : current;

  const upload = async (file: File) => {
    setError(null);
    if (!PROFILE_IMAGE_ACCEPT.split(',').includes(file.type)) {
      setError(MESSAGES.profileImageOnlyImages);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(MESSAGES.fileTooLarge(bytesToMb(IMAGE_MAX_BYTES)));
      return;
    }
    const before = value;
    onChange?.({ uploading: true });
    setProgress(0);
    try {
      const { data } = await uploadApi.upload(file, 'image', { onProgress: setProgress }, purpose);
      setProgress(100);
      onChange?.({ mediaId: data.mediaId, previewUrl: await processed(data.mediaId) });
    } catch (failure) {
      setError((failure as Error).message);
      onChange?.(before);
    } finally {
      setProgress(null);
    }
  };

  const preview =
    purpose === 'avatar' ? (
      <Avatar size={72} src={shown || undefined} alt="">
        {shown ? null : '?'}
      </Avatar>
    ) : shown ? (
      <img
        src={shown}
        alt=""
        style={{ width: 160, maxWidth: '100%', aspectRatio: '3 / 1', objectFit: 'cover' }}
      />
    ) : null;

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        {preview}
        <Upload
          accept={PROFILE_IMAGE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          disabled={progress !== null}
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null}>
            {shown ? `Replace ${noun}` : `Upload ${noun}`}
          </Button>
        </Upload>
        {shown && progress === null && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.({ removed: true })}>
            Remove
          </Button>
        )}
      </Flex>
      {progress !== null && (
        <Progress
          percent={progress}
          size="small"
          status="active"
          aria-label={`Uploading the ${noun}`}
          format={(percent) => (percent === 100 ? 'Processing…' : `${percent}%`)}
        />
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
