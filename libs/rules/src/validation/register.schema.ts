import { z } from 'zod';
import { MESSAGES } from '../messages';
import { getTier } from '../tiers/tier.lookup';
import { TIER_IDS } from '../tiers/tier.types';
import {
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
  roleSchema,
  usernameSchema,
} from './auth-fields.schema';

/** Absent, null or empty reports the spec's single "all are required" text before field rules. */
function required<T extends z.ZodType>(field: T) {
  return z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', {
      error: MESSAGES.registrationRequired,
      abort: true,
    })
    .pipe(field);
}

/** The body of POST /auth/register. */
export const registerRequestSchema = z.object({
  email: required(emailSchema),
  username: required(usernameSchema),
  displayName: required(displayNameSchema),
  password: required(newPasswordSchema),
  role: roleSchema,
});

export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The registration form: per-field texts for each input, and the cross-field rules run even while
 * other fields are still invalid so every problem shows at once.
 */
export const registerFormSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    displayName: displayNameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    role: roleSchema,
    selectedTier: z.enum(TIER_IDS).optional(),
    agreeToTerms: z.literal(true, { error: MESSAGES.agreeToTerms }),
    newsletter: z.boolean().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  })
  .refine((form) => !form.selectedTier || getTier(form.selectedTier)?.type === form.role, {
    error: MESSAGES.tierRoleMismatch,
    path: ['selectedTier'],
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;

/** What the form sends to the server; confirmPassword, terms, tier and newsletter stay client-side. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  const { email, username, displayName, password, role } = form;
  return { email, username, displayName, password, role };
}
