import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import type { FolderDto } from '@tessera/contracts';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useCreateFolder } from '../../../hooks/use-create-folder';

interface NewFolderButtonProps {
  onCreated: (folder: FolderDto) => void;
}

export function NewFolderButton({ onCreated }: NewFolderButtonProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const createFolder = useCreateFolder();
  const { message } = App.useApp();

  const submit = async () => {
    const { name, description } = await form.validateFields();
    createFolder.mutate(
      { name: name.trim(), description: description?.trim() ?? '' },
      {
        onSuccess: (folder) => {
          onCreated(folder);
          form.resetFields();
          setOpen(false);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <>
      <Button icon={<FolderAddOutlined />} onClick={() => setOpen(true)}>
        New folder
      </Button>
      <Modal
        title="New folder"
        open={open}
        okText="Create folder"
        confirmLoading={createFolder.isPending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Give the folder a name' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
