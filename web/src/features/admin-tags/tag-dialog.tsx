import type { CreateTagRequest, TagDto } from '@tessera/contracts';
import { ColorPicker, Form, Input, Modal, Select, Switch } from 'antd';
import type { Color } from 'antd/es/color-picker';

interface TagDialogProps {
  /** The tag to edit; absent to create one. */
  tag?: TagDto;
  tags: readonly TagDto[];
  saving: boolean;
  onSave(values: CreateTagRequest): void;
  onClose(): void;
}

type TagFormValues = Omit<CreateTagRequest, 'color'> & { color: string | Color };

/** The ids under a tag, which cannot become its parent. */
function descendantsOf(id: string, tags: readonly TagDto[]): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const tag of tags) {
      if (tag.parentTagId && found.has(tag.parentTagId) && !found.has(tag.id)) {
        found.add(tag.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Creating or editing a tag: name, color, category, parent and whether it is offered. */
export function TagDialog({ tag, tags, saving, onSave, onClose }: TagDialogProps) {
  const [form] = Form.useForm<TagFormValues>();
  const excluded = tag ? descendantsOf(tag.id, tags) : new Set<string>();
  const parents = tags
    .filter((other) => !excluded.has(other.id))
    .map((other) => ({ value: other.id, label: other.name }));

  const submit = (values: TagFormValues) => {
    const color =
      typeof values.color === 'string' ? values.color : values.color.toHexString().slice(0, 7);
    onSave({ ...values, color: color.toUpperCase(), parentTagId: values.parentTagId ?? null });
  };

  return (
    <Modal
      open
      title={tag ? `Edit ${tag.name}` : 'New tag'}
      okText={tag ? 'Save' : 'Create'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: tag?.name ?? '',
          description: tag?.description ?? '',
          color: tag?.color ?? '#3B82F6',
          category: tag?.category ?? 'general',
          isActive: tag?.isActive ?? true,
          parentTagId: tag?.parentTagId ?? null,
        }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="color" label="Color">
          <ColorPicker format="hex" disabledAlpha showText />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={[{ required: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="parentTagId" label="Parent">
          <Select allowClear placeholder="None (a top-level tag)" options={parents} />
        </Form.Item>
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
