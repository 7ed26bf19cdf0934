import type { ContentDto } from '@tessera/contracts';
import { Form, Input, Modal, Typography } from 'antd';

interface RejectDialogProps {
  /** The post being rejected; the dialog is closed without one. */
  post: ContentDto | null;
  pending: boolean;
  onReject: (notes: string) => void;
  onClose: () => void;
}

/** Asks why a post is rejected; the creator reads the notes beside the rejected post. */
export function RejectDialog({ post, pending, onReject, onClose }: RejectDialogProps) {
  const [form] = Form.useForm<{ notes: string }>();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onReject(values.notes.trim());
  };

  return (
    <Modal
      title="Reject this post"
      open={post !== null}
      okText="Reject post"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      {post && (
        <Typography.Paragraph type="secondary">
          “{post.title}” by {post.creator.displayName} stays hidden; the creator sees your notes.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="notes"
          label="Notes for the creator"
          rules={[
            { required: true, whitespace: true, message: 'Say what has to change' },
            { max: 1000, message: 'Keep the notes under 1,000 characters' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
