import { z } from 'zod';
import { MESSAGES } from '../messages';
import { SELF_SERVICE_ROLES } from '../roles';
import { hasControlCharacters } from './control-characters.rule';

export const USERNAME_MIN_LENGTH = 3;
/** The spec's text says "less than 20", but its range is 3 to 20: twenty characters pass. */
export const USERNAME_MAX_LENGTH = 20;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Trimmed and lower-cased so one mailbox maps to one account however it is typed. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.usernameMin)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9_]+$/, MESSAGES.usernameChars);

export const displayNameSchema = z
  .string()
  .trim()
  .min(DISPLAY_NAME_MIN_LENGTH, MESSAGES.displayNameMin)
  .refine((name) => !hasControlCharacters(name), MESSAGES.displayNameControlCharacters);

/** Passwords are never trimmed: spaces are legitimate characters. */
export const newPasswordSchema = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .refine(
    (password) => /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
    MESSAGES.passwordComplexity,
  );

export const loginPasswordSchema = z
  .string()
  .min(LOGIN_PASSWORD_MIN_LENGTH, MESSAGES.loginPasswordMin);

/** The session layer sends roles in upper case; admin can never be chosen. */
export const roleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(SELF_SERVICE_ROLES, { error: MESSAGES.roleInvalid }))
  .default('subscriber');
