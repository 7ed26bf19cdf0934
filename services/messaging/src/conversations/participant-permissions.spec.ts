import { describe, expect, it } from 'vitest';
import { permissionsOf } from './participant-permissions';

describe('participant permissions', () => {
  it('gives the owner everything and a member only messages and media', () => {
    expect(Object.values(permissionsOf('owner')).every(Boolean)).toBe(true);
    const member = permissionsOf('member');
    expect(
      Object.entries(member)
        .filter(([, granted]) => granted)
        .map(([name]) => name),
    ).toEqual(['canSendMessages', 'canSendMedia']);
  });

  it('lets an admin manage people and messages but not the conversation itself', () => {
    expect(permissionsOf('admin')).toMatchObject({
      canAddParticipants: true,
      canRemoveParticipants: true,
      canDeleteMessages: true,
      canEditConversation: false,
    });
  });
});
