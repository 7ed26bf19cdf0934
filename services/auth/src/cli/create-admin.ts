import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger, OutboxRelay, PinoNestLogger, ServiceModule } from '@tessera/platform';
import {
  displayNameSchema,
  emailSchema,
  formatZodIssues,
  newPasswordSchema,
  usernameSchema,
} from '@tessera/rules';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { authService } from '../auth.service-definition';
import { RegistrationService } from '../auth/registration.service';
import { loadAuthConfig } from '../config/auth-config';
import { UsersService } from '../users/users.service';

const adminInputSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
});

const promotionSchema = z.object({ email: emailSchema });

/** Runs `work` in the auth service's context, then sends the events it stored before closing. */
async function withAuthService(work: (app: INestApplicationContext) => Promise<void>) {
  const config = loadAuthConfig();
  const logger = createLogger('auth-cli', 'warn');
  const app = await NestFactory.createApplicationContext(
    ServiceModule.register(authService, config, logger),
    { logger: new PinoNestLogger(logger) },
  );
  try {
    await work(app);
    await app.get(OutboxRelay).drainAll();
  } finally {
    await app.close();
  }
}

function invalidInput(action: string, error: z.ZodError): Error {
  const { errors } = formatZodIssues(error);
  return new Error(
    `Cannot ${action}:\n${errors.map((e) => `  ${e.field}: ${e.message}`).join('\n')}`,
  );
}

/** Makes an existing account an admin; every session it has ends, as with any role change. */
async function promote(email: string | undefined): Promise<void> {
  const parsed = promotionSchema.safeParse({ email });
  if (!parsed.success) throw invalidInput('promote to admin', parsed.error);
  await withAuthService(async (app) => {
    const admin = await app.get(UsersService).promoteToAdmin(parsed.data.email);
    console.log(`${admin.username} <${admin.email}> is an admin; their sessions have ended`);
  });
}

/**
 * Creates an admin account, or with --promote makes an existing one an admin; admin cannot be
 * chosen at registration. Usage:
 * create-admin --email a@b.c --username ops_admin --display-name "Ops Admin" (password from ADMIN_PASSWORD)
 * create-admin --promote --email a@b.c
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      promote: { type: 'boolean', default: false },
      email: { type: 'string', default: process.env.ADMIN_EMAIL },
      username: { type: 'string', default: process.env.ADMIN_USERNAME },
      'display-name': {
        type: 'string',
        default: process.env.ADMIN_DISPLAY_NAME ?? 'Administrator',
      },
    },
  });
  if (values.promote) return promote(values.email);
  const parsed = adminInputSchema.safeParse({
    email: values.email,
    username: values.username,
    displayName: values['display-name'],
    password: process.env.ADMIN_PASSWORD,
  });
  if (!parsed.success) throw invalidInput('create admin', parsed.error);
  await withAuthService(async (app) => {
    const admin = await app
      .get(RegistrationService)
      .createAccount(
        { ...parsed.data, role: 'admin', authProvider: 'local', emailVerified: true },
        undefined,
        'admin.created',
      );
    console.log(`Admin ${admin.username} <${admin.email}> created with id ${admin._id}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
