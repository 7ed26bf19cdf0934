import type { ContentDto } from '@tessera/contracts';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateContent } from '../../../hooks/use-create-content';
import { formatDateTime, TYPE_LABELS } from '../content-labels';
import { ContentDetailsFields } from '../form/content-details-fields';
import {
  contentFields,
  EMPTY_CONTENT_FORM,
  type ContentFormValues,
} from '../form/content-form-values';
import { FirstTierHint } from './first-tier-hint';
import { UploadDropzone } from './upload-dropzone';
import { UploadFileItem } from './upload-file-item';
import { usableMedia, useUploadQueue } from './use-upload-queue';

function outcome(post: ContentDto): { title: string; description: string } {
  switch (post.status) {
    case 'pending':
      return {
        title: 'Sent for review',
        description: 'It goes live once a moderator approves it.',
      };
    case 'draft':
      return { title: 'Draft saved', description: 'Publish it from your content when ready.' };
    case 'scheduled':
      return {
        title: 'Post scheduled',
        description: `It goes live ${formatDateTime(post.scheduledAt)}.`,
      };
    default:
      return { title: 'Post published', description: 'Your subscribers can see it now.' };
  }
}

/** Creators write a post here: files with their progress, the details, then draft or publish. */
export function ContentUploadPage() {
  const [form] = Form.useForm<ContentFormValues>();
  const queue = useUploadQueue();
  const createContent = useCreateContent();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const scheduledAt = Form.useWatch('scheduledAt', form);
  const privacyLevel = Form.useWatch('privacyLevel', form);
  const price = Form.useWatch('price', form);

  const accepted = queue.items.filter((item) => item.status !== 'rejected');
  const media = usableMedia(queue.items, queue.media);
  const uploading = queue.items.some((item) => item.status === 'uploading');
  const type =
    accepted.length === 0 ? 'text' : accepted.some((i) => i.kind === 'video') ? 'video' : 'photo';

  const submit = async (saveAsDraft: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    createContent.mutate(
      {
        ...contentFields(values),
        type,
        mediaIds: media.flatMap((item) => (item.mediaId ? [item.mediaId] : [])),
        saveAsDraft,
      },
      {
        onSuccess: (post) => {
          notification.success(outcome(post));
          navigate('/content/manage');
        },
        onError: (error) =>
          notification.error({ title: 'Your post was not saved', description: error.message }),
      },
    );
  };

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Upload content
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Add photos or videos, or leave the files out to write a text post.
      </Typography.Paragraph>

      <Card title="Files" className="page-card">
        <UploadDropzone onFiles={queue.addFiles} />
        {queue.items.length > 0 && (
          <ul className="upload-list" aria-label="Files to post">
            {queue.items.map((item) => (
              <UploadFileItem
                key={item.id}
                item={item}
                media={item.mediaId ? queue.media[item.mediaId] : undefined}
                onRemove={() => queue.remove(item.id)}
                onRetry={() => queue.retry(item)}
              />
            ))}
          </ul>
        )}
      </Card>

      <Card
        title="Details"
        className="page-card"
        extra={<Typography.Text type="secondary">{TYPE_LABELS[type]} post</Typography.Text>}
      >
        <Form form={form} layout="vertical" initialValues={EMPTY_CONTENT_FORM}>
          <ContentDetailsFields form={form} isText={type === 'text'} />
        </Form>
      </Card>

      <FirstTierHint privacyLevel={privacyLevel} price={price} />
      <Flex gap={12} justify="end" wrap className="upload-actions">
        <Button
          size="large"
          disabled={uploading}
          loading={createContent.isPending && createContent.variables?.saveAsDraft}
          onClick={() => void submit(true)}
        >
          Save as draft
        </Button>
        <Button
          type="primary"
          size="large"
          disabled={uploading}
          loading={createContent.isPending && !createContent.variables?.saveAsDraft}
          onClick={() => void submit(false)}
        >
          {scheduledAt ? 'Schedule' : 'Publish'}
        </Button>
      </Flex>
      {uploading && (
        <Typography.Paragraph type="secondary" className="upload-actions__note">
          Wait for the uploads to finish before saving.
        </Typography.Paragraph>
      )}
    </div>
  );
}
