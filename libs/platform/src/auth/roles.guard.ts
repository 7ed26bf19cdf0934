import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@tessera/rules';
import { forbidden } from '../http/api-errors';
import type { AuthenticatedUser } from './access-token';
import { JwtAuthGuard } from './jwt-auth.guard';

const ROLES_KEY = 'tessera:roles';

export const INSUFFICIENT_ROLE_MESSAGE = 'You do not have permission to perform this action';

/** Lets a caller through only when the verified token's role is one of the route's roles. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    if (!user || !roles.includes(user.role)) throw forbidden(INSUFFICIENT_ROLE_MESSAGE);
    return true;
  }
}

/** The roles a route or controller requires, for its documentation. */
export function requiredRolesOf(target: object): Role[] {
  return (Reflect.getMetadata(ROLES_KEY, target) as Role[] | undefined) ?? [];
}

/** Requires a valid access token whose role is one of `roles`: 401 without one, 403 otherwise. */
export function RequireRoles(...roles: Role[]) {
  return applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(JwtAuthGuard, RolesGuard));
}
