import { type PasskeyDto, renamePasskeyRequestSchema } from '@tessera/contracts';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { schemaRule } from '../../lib/zod-form-rules';
import { useRenamePasskey } from './passkeys-queries';

interface PasskeyRenameFormProps {
  passkey: PasskeyDto;
  onDone: () => void;
}

/** A passkey's name, edited in place. */
export function PasskeyRenameForm({ passkey, onDone }: PasskeyRenameFormProps) {
  const rename = useRenamePasskey();
  return (
    <Form<{ name: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: passkey.name }}
      onFinish={({ name }) =>
        rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: onDone })
      }
    >
      {rename.isError && <Alert type="error" showIcon role="alert" title={rename.error.message} />}
      <Form.Item
        label={`New name for “${passkey.name}”`}
        name="name"
        rules={[schemaRule(renamePasskeyRequestSchema, 'name')]}
      >
        <Input maxLength={64} autoComplete="off" autoFocus />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={rename.isPending}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    </Form>
  );
}
