import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ProfileUpdateRequestBody, UserDto } from '@tessera/contracts';
import { BIO_MAX_LENGTH, profileUpdateSchema, SOCIAL_LINKS_MAX } from '@tessera/rules';
import { Alert, Button, Flex, Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useUpdateProfile } from '../../hooks/use-update-profile';
import { fieldIssue, schemaRule } from '../../lib/zod-form-rules';
import { useLiveValidation } from '../../lib/use-live-validation';
import {
  PICTURE_STILL_UPLOADING,
  type ProfileImageChoice,
  ProfileImageField,
} from './profile-image-field';

type ProfileField =
  'displayName' | 'bio' | 'avatar' | 'coverImage' | 'socialLinks' | 'showSubscriberCount';

interface SocialLinkRow {
  platform: string;
  url: string;
}

interface ProfileFormValues {
  displayName: string;
  bio: string;
  /** Left undefined while the picture stays as it is. */
  avatar?: ProfileImageChoice;
  coverImage?: ProfileImageChoice;
  socialLinks: SocialLinkRow[];
  showSubscriberCount: boolean;
}

/** A new upload is saved by its id, a removal as an empty address; no change sends nothing. */
function pictureUpdate(
  choice: ProfileImageChoice | undefined,
  idField: 'avatarMediaId' | 'coverMediaId',
  urlField: 'avatar' | 'coverImage',
): ProfileUpdateRequestBody {
  if (choice && 'mediaId' in choice) return { [idField]: choice.mediaId };
  if (choice && 'removed' in choice) return { [urlField]: '' };
  return {};
}

const notUploading = {
  validator: async (_: unknown, choice: ProfileImageChoice | undefined) => {
    if (choice && 'uploading' in choice) throw new Error(PICTURE_STILL_UPLOADING);
  },
};

interface ProfileFormProps {
  user: UserDto;
  fields: ProfileField[];
  submitLabel: string;
  /** Extra fields merged into the update, e.g. marking setup as complete. */
  extra?: Partial<ProfileUpdateRequestBody>;
  onSaved: (user: UserDto) => void;
  secondaryAction?: ReactNode;
}

function toUpdate(
  values: Partial<ProfileFormValues>,
  fields: ProfileField[],
): ProfileUpdateRequestBody {
  let update: ProfileUpdateRequestBody = {};
  if (fields.includes('displayName')) update.displayName = values.displayName ?? '';
  if (fields.includes('bio')) update.bio = values.bio ?? '';
  if (fields.includes('avatar')) {
    update = { ...update, ...pictureUpdate(values.avatar, 'avatarMediaId', 'avatar') };
  }
  if (fields.includes('coverImage')) {
    update = { ...update, ...pictureUpdate(values.coverImage, 'coverMediaId', 'coverImage') };
  }
  if (fields.includes('showSubscriberCount')) {
    update.showSubscriberCount = values.showSubscriberCount ?? false;
  }
  if (fields.includes('socialLinks')) {
    update.socialLinks = Object.fromEntries(
      (values.socialLinks ?? [])
        .filter((link) => link?.platform || link?.url)
        .map((link) => [link.platform?.trim() ?? '', link.url?.trim() ?? '']),
    );
  }
  return update;
}

/** Edits profile fields with the shared profile schema's own messages. */
export function ProfileForm({
  user,
  fields,
  submitLabel,
  extra,
  onSaved,
  secondaryAction,
}: ProfileFormProps) {
  const liveValidation = useLiveValidation();
  const [form] = Form.useForm<ProfileFormValues>();
  const updateProfile = useUpdateProfile();
  const toInput = (values: Record<string, unknown>) =>
    toUpdate(values as Partial<ProfileFormValues>, fields);
  const rule = (field: ProfileField) => [schemaRule(profileUpdateSchema, field, toInput)];

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      {...liveValidation}
      initialValues={{
        displayName: user.displayName,
        bio: user.bio,
        socialLinks: Object.entries(user.socialLinks ?? {}).map(([platform, url]) => ({
          platform,
          url,
        })),
        showSubscriberCount: user.showSubscriberCount ?? false,
      }}
      onFinish={(values) =>
        updateProfile.mutate({ ...toUpdate(values, fields), ...extra }, { onSuccess: onSaved })
      }
    >
      {updateProfile.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="form-alert"
          title={updateProfile.error.message}
        />
      )}
      {fields.includes('displayName') && (
        <Form.Item label="Display name" name="displayName" rules={rule('displayName')}>
          <Input autoComplete="name" />
        </Form.Item>
      )}
      {fields.includes('bio') && (
        <Form.Item label="Bio" name="bio" rules={rule('bio')}>
          <Input.TextArea
            rows={4}
            showCount
            maxLength={BIO_MAX_LENGTH}
            placeholder="Tell people what you share or love to follow"
          />
        </Form.Item>
      )}
      {fields.includes('avatar') && (
        <Form.Item label="Profile picture" name="avatar" rules={[notUploading]}>
          <ProfileImageField purpose="avatar" current={user.avatar} noun="profile picture" />
        </Form.Item>
      )}
      {fields.includes('coverImage') && (
        <Form.Item label="Cover image" name="coverImage" rules={[notUploading]}>
          <ProfileImageField purpose="cover" current={user.coverImage} noun="cover image" />
        </Form.Item>
      )}
      {fields.includes('socialLinks') && (
        <Form.List
          name="socialLinks"
          rules={[
            {
              validator: async () => {
                const message = fieldIssue(
                  profileUpdateSchema,
                  toInput(form.getFieldsValue(true)),
                  'socialLinks',
                );
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          {(items, { add, remove }, { errors }) => (
            <fieldset className="social-links">
              <legend>Social links</legend>
              {items.map((item) => (
                <Flex key={item.key} gap={8} align="start" className="social-links__row">
                  <Form.Item name={[item.name, 'platform']} className="social-links__platform">
                    <Input aria-label="Platform" placeholder="Platform, e.g. Instagram" />
                  </Form.Item>
                  <Form.Item name={[item.name, 'url']} className="social-links__url">
                    <Input aria-label="Link" type="url" placeholder="https://…" />
                  </Form.Item>
                  <Button
                    type="text"
                    aria-label="Remove link"
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(item.name)}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              {items.length < SOCIAL_LINKS_MAX && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ platform: '', url: '' })}
                >
                  Add a link
                </Button>
              )}
            </fieldset>
          )}
        </Form.List>
      )}
      {fields.includes('showSubscriberCount') && (
        <Form.Item
          label="Show my subscriber count"
          name="showSubscriberCount"
          valuePropName="checked"
          extra="Visitors of your profile see how many people subscribe to you."
        >
          <Switch />
        </Form.Item>
      )}
      <Flex gap={8} wrap className="form-actions">
        <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </Flex>
    </Form>
  );
}
