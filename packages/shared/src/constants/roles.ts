export const roles = ['customer', 'rider', 'hub', 'admin'] as const;
export type Role = (typeof roles)[number];
/** Every new account starts as a customer; only an admin (or the CLI) can change it. */
export const defaultRole: Role = 'customer';
