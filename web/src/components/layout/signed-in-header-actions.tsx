import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import type { UserDto } from '@tessera/contracts';
import { Suspense } from 'react';
import { NotificationBell } from '../../features/notifications';
import { userHasRole } from '../../session/user-role';
import { ButtonLink } from '../navigation/button-link';
import { ProfileMenu } from './profile-menu';

/**
 * The header's tools for a signed-in person: the bell, Upload for creators and the account menu.
 * They render Ant Design components, so they load with it, after the header's first paint.
 */
export function SignedInHeaderActions({ user, isPhone }: { user: UserDto; isPhone: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      {userHasRole(user, 'creator') && !isPhone && (
        <ButtonLink type="primary" icon={<CloudUploadOutlined />} to="/content/upload">
          Upload
        </ButtonLink>
      )}
      <ProfileMenu user={user} />
    </>
  );
}
