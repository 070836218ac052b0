import type { Role } from '@desh/shared';
/**
 * The signed-in pages whose first screen the server draws into the page it answers (the API's
 * plugins/first-screen.ts, with `drawFirstScreen` from src/prerender.tsx), and the first data each one
 * asks for: the same addresses the page's own queries ask for, so the answers the server puts in the
 * page are handed to those queries (lib/early-requests.ts). `roles`: whom the page is for ('any':
 * anyone signed in); anyone else gets the plain shell.
 */
export interface FirstScreenPage {
  pattern: RegExp;
  roles: Role[] | 'any';
  /** The page's first data, from the address's match. */
  data: (match: RegExpExecArray) => string[];
  /**
   * Data the page asks for with what the first answers said (a hub screen's work, by the hub's id),
   * from those answers by address; an address it cannot name yet is left to the app.
   */
  more?: (answers: Record<string, unknown>) => string[];
}
export declare const sessionAddress = '/api/auth/get-session';
export declare const firstScreenPages: FirstScreenPage[];
/** The page at `pathname` the server draws, with whom it is for and its first data; else undefined. */
export declare function firstScreenOf(pathname: string):
  | {
      roles: Role[] | 'any';
      data: string[];
      more?: FirstScreenPage['more'];
    }
  | undefined;
