import { z } from 'zod';

const isoTime = z.iso.datetime();

/** Binary WebAuthn fields travel as unpadded base64url text. */
const base64Url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

const authenticatorTransportSchema = z.enum([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);
const authenticatorAttachmentSchema = z.enum(['platform', 'cross-platform']);
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

const credentialDescriptorSchema = z.object({
  id: base64Url(1024),
  type: z.literal('public-key'),
  transports: z.array(authenticatorTransportSchema).optional(),
});

/** The client extension outputs the server reads: none but whether the passkey is discoverable. */
const clientExtensionResultsSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

/** Which kinds of authenticator the browser should offer first (WebAuthn level 3). */
const publicKeyHintsSchema = z.array(z.enum(['security-key', 'client-device', 'hybrid']));

/** What the browser passes to `navigator.credentials.create()` to make a passkey. */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: base64Url(128), name: z.string(), displayName: z.string() }),
  challenge: base64Url(128),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
  timeout: z.number().int().optional(),
  /** The account's passkeys, so an authenticator holding one already is not asked again. */
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: authenticatorAttachmentSchema.optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
  hints: publicKeyHintsSchema.optional(),
});
export type PasskeyCreationOptionsDto = z.infer<typeof passkeyCreationOptionsSchema>;

/** What the browser passes to `navigator.credentials.get()` to sign in with a passkey. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: base64Url(128),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  /** Empty: any passkey of this site the browser holds may answer, the account is not named. */
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
  hints: publicKeyHintsSchema.optional(),
});
export type PasskeyRequestOptionsDto = z.infer<typeof passkeyRequestOptionsSchema>;

/** The new credential as the browser reports it (WebAuthn's RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64Url(1024),
  rawId: base64Url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192),
    attestationObject: base64Url(65_536),
    authenticatorData: base64Url(16_384).optional(),
    /** As the browser names them; newer browsers know transports this list has not heard of. */
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url(8192).optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type PasskeyRegistrationResponseDto = z.infer<typeof passkeyRegistrationResponseSchema>;

/** A passkey's signed answer to a sign-in challenge (WebAuthn's AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64Url(1024),
  rawId: base64Url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192),
    authenticatorData: base64Url(16_384),
    signature: base64Url(2048),
    userHandle: base64Url(128).optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type PasskeyAuthenticationResponseDto = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** The name its owner gives a passkey, to tell several apart ("Work laptop"). */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(64, 'Keep the name to 64 characters');

/** A passkey as its owner sees it in settings. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTime,
  /** When it last signed in; null until it has. */
  lastUsedAt: isoTime.nullable(),
  /** Whether the authenticator syncs it to the owner's other devices (a password manager). */
  synced: z.boolean(),
});
export type PasskeyDto = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });
export const passkeyResultSchema = z.object({ passkey: passkeySchema });

export const passkeyCreationOptionsResultSchema = z.object({
  options: passkeyCreationOptionsSchema,
});
export const passkeyRequestOptionsResultSchema = z.object({ options: passkeyRequestOptionsSchema });

export const registerPasskeyRequestSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type RegisterPasskeyRequestBody = z.input<typeof registerPasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyRequestBody = z.input<typeof renamePasskeyRequestSchema>;

export const passkeySignInRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  rememberMe: z.boolean().optional(),
});
export type PasskeySignInRequestBody = z.input<typeof passkeySignInRequestSchema>;
