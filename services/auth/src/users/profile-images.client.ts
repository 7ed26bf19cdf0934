import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ClaimedProfileImage, ProfileImagePurpose } from '@tessera/contracts';
import {
  ApiError,
  InternalHttpClient,
  InternalHttpError,
  SERVICE_CONFIG,
  serviceUnavailable,
} from '@tessera/platform';
import type { AuthConfig } from '../config/auth-config';

export const PROFILE_IMAGES_UNAVAILABLE = 'The image could not be checked. Please try again.';

/** The field of the profile update that named the upload. */
const FIELD: Record<ProfileImagePurpose, string> = {
  avatar: 'avatarMediaId',
  cover: 'coverMediaId',
};

/** Content, which keeps uploads, as auth asks it about a profile's pictures. */
export abstract class ProfileImagesPort {
  /**
   * Puts the owner's processed upload of that purpose on their profile and answers its public
   * address; an upload of someone else, of another purpose or not an image is refused (400), one
   * still being processed is a 409.
   */
  abstract claim(ownerId: string, mediaId: string, purpose: ProfileImagePurpose): Promise<string>;
}

/** Content's `/internal/profile-images` route, with the internal token. */
@Injectable()
export class ProfileImagesClient extends ProfileImagesPort {
  private readonly content: InternalHttpClient;

  constructor(@Inject(SERVICE_CONFIG) config: AuthConfig) {
    super();
    this.content = new InternalHttpClient({
      service: 'content',
      baseUrl: config.CONTENT_URL,
      internalToken: config.INTERNAL_API_TOKEN,
      timeoutMs: 5_000,
    });
  }

  async claim(ownerId: string, mediaId: string, purpose: ProfileImagePurpose): Promise<string> {
    try {
      const claimed = await this.content.post<ClaimedProfileImage>(
        `/internal/profile-images/${encodeURIComponent(mediaId)}/claim`,
        { body: { ownerId, purpose } },
      );
      return claimed.url;
    } catch (error) {
      throw refusal(error, FIELD[purpose]);
    }
  }
}

/** Content's refusals reach the caller under the field they sent; anything else is a 503. */
function refusal(error: unknown, field: string): ApiError {
  if (!(error instanceof InternalHttpError) || error.failure !== 'response') {
    return serviceUnavailable(PROFILE_IMAGES_UNAVAILABLE);
  }
  if (error.status === HttpStatus.CONFLICT) {
    return new ApiError(HttpStatus.CONFLICT, error.message, [{ field, message: error.message }]);
  }
  if (error.status === HttpStatus.NOT_FOUND || error.status === HttpStatus.BAD_REQUEST) {
    return new ApiError(HttpStatus.BAD_REQUEST, error.message, [{ field, message: error.message }]);
  }
  return serviceUnavailable(PROFILE_IMAGES_UNAVAILABLE);
}
