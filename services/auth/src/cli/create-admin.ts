import 'reflect-metadata';
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

const adminInputSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
});

/**
 * Creates an admin account; admin cannot be chosen at registration. Usage:
 * create-admin --email a@b.c --username ops_admin --display-name "Ops Admin" (password from ADMIN_PASSWORD)
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', default: process.env.ADMIN_EMAIL },
      username: { type: 'string', default: process.env.ADMIN_USERNAME },
      'display-name': {
        type: 'string',
        default: process.env.ADMIN_DISPLAY_NAME ?? 'Administrator',
      },
    },
  });
  const parsed = adminInputSchema.safeParse({
    email: values.email,
    username: values.username,
    displayName: values['display-name'],
    password: process.env.ADMIN_PASSWORD,
  });
  if (!parsed.success) {
    const { errors } = formatZodIssues(parsed.error);
    throw new Error(
      `Cannot create admin:\n${errors.map((e) => `  ${e.field}: ${e.message}`).join('\n')}`,
    );
  }
  const config = loadAuthConfig();
  const logger = createLogger('auth-cli', 'warn');
  const app = await NestFactory.createApplicationContext(
    ServiceModule.register(authService, config, logger),
    {
      logger: new PinoNestLogger(logger),
    },
  );
  try {
    const admin = await app
      .get(RegistrationService)
      .createAccount(
        { ...parsed.data, role: 'admin', authProvider: 'local', emailVerified: true },
        undefined,
        'admin.created',
      );
    await app.get(OutboxRelay).drainAll();
    console.log(`Admin ${admin.username} <${admin.email}> created with id ${admin._id}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
