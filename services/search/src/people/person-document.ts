/** A member as the people index holds them; only public profile facts, never contact details. */
export interface PersonDocument {
  userId: string;
  username: string;
  displayName: string;
  bio: string;
  avatar: string | null;
  coverImage: string | null;
  role: 'subscriber' | 'creator' | 'admin';
  isVerified: boolean;
  followersCount: number;
  createdAt: string | null;
  profileChangedAt: string | null;
  followersChangedAt: string | null;
}

/** The profile fields one event may change. */
export type ProfileFields = Partial<
  Pick<
    PersonDocument,
    | 'username'
    | 'displayName'
    | 'bio'
    | 'avatar'
    | 'coverImage'
    | 'role'
    | 'isVerified'
    | 'createdAt'
  >
>;
