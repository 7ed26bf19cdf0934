import type { UserDto } from '@tessera/contracts';

export interface NavLink {
  href: string;
  label: string;
}

/** Header navigation: everyone gets Home; signed-in people also get Feed, Explore and Messages. */
export function headerLinks(user: UserDto | null): NavLink[] {
  const links: NavLink[] = [{ href: '/', label: 'Home' }];
  if (user) {
    links.push(
      { href: '/feed', label: 'Feed' },
      { href: '/explore', label: 'Explore' },
      { href: '/messages', label: 'Messages' },
    );
  }
  return links;
}

export const SIGNED_OUT_LINKS = {
  login: { href: '/login', label: 'Log in' },
  register: { href: '/register', label: 'Sign up' },
} as const;
