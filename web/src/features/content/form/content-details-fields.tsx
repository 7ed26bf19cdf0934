import { PRIVACY_LEVELS } from '@tessera/rules';
import { Flex, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useContentCategories } from '../../../hooks/use-content-categories';
import { useContentFolders } from '../../../hooks/use-content-folders';
import { useContentTags } from '../../../hooks/use-content-tags';
import { PRIVACY_LABELS } from '../content-labels';
import { toLocalDateTime, type ContentFormValues } from './content-form-values';
import { NewFolderButton } from './new-folder-button';

interface ContentDetailsFieldsProps {
  form: FormInstance<ContentFormValues>;
  /** Text posts have a body instead of media. */
  isText: boolean;
}

const PRIVACY_OPTIONS = PRIVACY_LEVELS.map((level) => ({
  value: level,
  label: `${PRIVACY_LABELS[level].label} — ${PRIVACY_LABELS[level].hint}`,
}));

function futureOnly(value: string | undefined): Promise<void> {
  if (value && new Date(value).getTime() <= Date.now()) {
    return Promise.reject(new Error('Pick a time in the future'));
  }
  return Promise.resolve();
}

/** The fields a post has besides its files, shared by the upload page and the edit drawer. */
export function ContentDetailsFields({ form, isText }: ContentDetailsFieldsProps) {
  const categories = useContentCategories();
  const folders = useContentFolders();
  const tags = useContentTags();

  return (
    <>
      <Form.Item
        name="title"
        label="Title"
        rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      {isText && (
        <Form.Item
          name="body"
          label="Post text"
          rules={[{ required: true, whitespace: true, message: 'Write something for a text post' }]}
        >
          <Input.TextArea rows={8} maxLength={50000} />
        </Form.Item>
      )}
      <Form.Item name="tags" label="Tags" extra="Up to 20; press Enter after each.">
        <Select
          mode="tags"
          maxCount={20}
          tokenSeparators={[',']}
          options={(tags.data ?? []).map(({ tag, count }) => ({
            value: tag,
            label: `${tag} (${count})`,
          }))}
        />
      </Form.Item>
      <div className="form-grid">
        <Form.Item name="category" label="Category">
          <Select
            allowClear
            loading={categories.isPending}
            options={(categories.data ?? []).map((category) => ({
              value: category.name,
              label: category.name,
            }))}
          />
        </Form.Item>
        <Form.Item label="Folder">
          <Flex gap={8}>
            <Form.Item name="folderId" noStyle>
              <Select
                allowClear
                aria-label="Folder"
                loading={folders.isPending}
                className="form-grid__grow"
                options={(folders.data ?? []).map((folder) => ({
                  value: folder.id,
                  label: folder.name,
                }))}
              />
            </Form.Item>
            <NewFolderButton onCreated={(folder) => form.setFieldValue('folderId', folder.id)} />
          </Flex>
        </Form.Item>
        <Form.Item name="privacyLevel" label="Who can see it" rules={[{ required: true }]}>
          <Select options={PRIVACY_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="price"
          label="Unlock price (optional)"
          extra="Lets people without the right subscription buy this post alone."
        >
          <InputNumber prefix="$" min={1} max={1000} step={0.5} precision={2} className="w-full" />
        </Form.Item>
        <Form.Item
          name="scheduledAt"
          label="Publish at (optional)"
          extra="Leave empty to publish as soon as it is approved."
          rules={[{ validator: (_, value: string | undefined) => futureOnly(value) }]}
        >
          <Input type="datetime-local" min={toLocalDateTime(new Date())} />
        </Form.Item>
      </div>
    </>
  );
}
