import { type Role, roles, shownEmail } from '@desh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { dropEarlyResponses } from '../../../lib/early-requests';
import { forgetRunSnapshot } from '../../../lib/offline-queue/run-snapshot';
import {
  type AuthUser,
  getSession,
  sessionQueryKey,
  signInEmail,
  signInSocial,
  signOut,
  signUpEmail,
  updateUser,
} from '../api/auth-api';
import { useUserRecord } from '../api/user-record';

/** The spec's signed-in identity, as the rest of the app reads it. */
export interface Identity {
  uid: string;
  displayName: string;
  email: string;
  /**
   * The email to show or to write to: null for a phone account without one (its `email` is a
   * stand-in, …@phone.invalid, that no screen shows).
   */
  contactEmail: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: string;
}

interface AuthContextValue {
  user: Identity | null;
  loading: boolean;
  role: Role | undefined;
  roleLoading: boolean;
  createUser(name: string, email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signInWithGoogle(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  updateUserProfile(changes: { name?: string; image?: string; shopName?: string }): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const toIdentity = (user: AuthUser): Identity => ({
  uid: user.id,
  displayName: user.name,
  email: user.email,
  contactEmail: shownEmail(user.email),
  photoURL: user.image ?? null,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });
  // The spec: loading turns true when an action starts and false once the provider reports again;
  // a failed action does not reset it on its own, so the refetch in `finally` does.
  const [pendingActions, setPendingActions] = useState(0);
  const sessionUser = session.data?.user;
  const user = useMemo(() => (sessionUser ? toIdentity(sessionUser) : null), [sessionUser]);
  const record = useUserRecord(user?.email);
  // The session carries the account's role too: a guarded page opens on it at once instead of after
  // a second round trip, and the user record (the spec's call) takes over when it arrives.
  const sessionRole = roles.find((one) => one === sessionUser?.role);
  const role = record.data?.role ?? sessionRole;

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setPendingActions((count) => count + 1);
      dropEarlyResponses();
      try {
        await action();
      } finally {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        setPendingActions((count) => count - 1);
      }
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading: session.isPending || pendingActions > 0,
      role,
      roleLoading: Boolean(user) && record.isPending && !sessionRole,
      createUser: (name, email, password) => run(() => signUpEmail(name, email, password)),
      signIn: (email, password) => run(() => signInEmail(email, password)),
      signInWithGoogle: (returnTo) =>
        run(async () => {
          const { url } = await signInSocial('google', returnTo);
          window.location.assign(url);
        }),
      logout: () =>
        run(async () => {
          await signOut();
          // Signed out first, then the signed-in data goes: in the other order the still-mounted
          // queries of the old user refetch for a moment and meet 401s.
          queryClient.setQueryData(sessionQueryKey, null);
          queryClient.removeQueries({
            predicate: ({ queryKey: [root] }) => root !== 'config' && root !== sessionQueryKey[0],
          });
          forgetRunSnapshot();
        }),
      updateUserProfile: (changes) => run(() => updateUser(changes)),
    }),
    [user, session.isPending, pendingActions, role, record.isPending, sessionRole, run, queryClient],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
