export const roles = ['customer', 'rider', 'hub', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Every new account starts as a customer; only an admin (or the CLI) can change it. */
export const defaultRole: Role = 'customer';

/**
 * Where each role's work is: the page a person lands on after signing in (by the form, with or
 * without the app's scripts) and the home page's work card. A customer (a shop) lands on the home page.
 */
export const roleHomes = {
  customer: '/',
  rider: '/assigned-parcels',
  hub: '/hub',
  admin: '/admin/dashboard-home',
} as const satisfies Record<Role, string>;

/** The page a person of `role` lands on after signing in (the home page when the role is unknown). */
export const roleHome = (role: string | undefined): string =>
  roles.includes(role as Role) ? roleHomes[role as Role] : roleHomes.customer;
