import type { ParticipantPermissions, ParticipantRole } from '@tessera/contracts';

/**
 * Permissions follow the role (spec section 6): the owner may do everything, a member only send
 * messages and media. An admin helps run a group: everything but editing the conversation itself.
 * Derived, never stored, so a role change takes effect everywhere at once.
 */
const BY_ROLE: Readonly<Record<ParticipantRole, ParticipantPermissions>> = {
  owner: {
    canSendMessages: true,
    canSendMedia: true,
    canAddParticipants: true,
    canRemoveParticipants: true,
    canEditConversation: true,
    canDeleteMessages: true,
  },
  admin: {
    canSendMessages: true,
    canSendMedia: true,
    canAddParticipants: true,
    canRemoveParticipants: true,
    canEditConversation: false,
    canDeleteMessages: true,
  },
  member: {
    canSendMessages: true,
    canSendMedia: true,
    canAddParticipants: false,
    canRemoveParticipants: false,
    canEditConversation: false,
    canDeleteMessages: false,
  },
};

export function permissionsOf(role: ParticipantRole): ParticipantPermissions {
  return { ...BY_ROLE[role] };
}

export const PERMISSION_DENIED: Readonly<Record<keyof ParticipantPermissions, string>> = {
  canSendMessages: 'You do not have permission to send messages in this conversation',
  canSendMedia: 'You do not have permission to send media in this conversation',
  canAddParticipants: 'You do not have permission to add participants',
  canRemoveParticipants: 'You do not have permission to remove participants',
  canEditConversation: 'You do not have permission to edit this conversation',
  canDeleteMessages: "You do not have permission to delete others' messages",
};
