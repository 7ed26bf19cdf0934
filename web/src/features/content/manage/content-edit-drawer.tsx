import type { ContentDto, UpdateContentRequestBody } from '@tessera/contracts';
import { App, Button, Drawer, Flex, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useUpdateContent } from '../../../hooks/use-update-content';
import { STATUS_LABELS } from '../content-labels';
import { ContentDetailsFields } from '../form/content-details-fields';
import { contentFields, formValuesOf, type ContentFormValues } from '../form/content-form-values';

type StatusMove = NonNullable<UpdateContentRequestBody['status']>;
type EditValues = ContentFormValues & { status?: StatusMove };

const STATUS_MOVES: StatusMove[] = ['draft', 'published', 'archived'];

interface ContentEditDrawerProps {
  post: ContentDto | null;
  onClose: () => void;
}

/** Changes a post's details, or moves it between draft, published and archived. */
export function ContentEditDrawer({ post, onClose }: ContentEditDrawerProps) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateContent();
  const { message } = App.useApp();

  useEffect(() => {
    if (post) form.setFieldsValue({ ...formValuesOf(post), status: undefined });
  }, [form, post]);

  const save = async () => {
    if (!post) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { status, ...details } = values;
    update.mutate([{ id: post.id, update: { ...contentFields(details), status } }], {
      onSuccess: () => {
        void message.success('Changes saved');
        onClose();
      },
      onError: (error) => void message.error(error.message),
    });
  };

  return (
    <Drawer
      title={post ? `Edit “${post.title}”` : 'Edit post'}
      open={post !== null}
      onClose={onClose}
      size={560}
      className="content-edit-drawer"
      forceRender
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={update.isPending} onClick={() => void save()}>
            Save changes
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical">
        {post && <ContentDetailsFields form={form} isText={post.type === 'text'} />}
        {post && (
          <Form.Item
            name="status"
            label="Status"
            extra={`Now: ${STATUS_LABELS[post.status].label}. Leave empty to keep it.`}
          >
            <Select
              allowClear
              options={STATUS_MOVES.filter((status) => status !== post.status).map((status) => ({
                value: status,
                label: status === 'published' ? 'Publish' : STATUS_LABELS[status].label,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
