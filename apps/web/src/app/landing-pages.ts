/**
 * Pages people open directly (the home page, and tracking links sent by SMS), with the translation
 * namespaces each needs. The router loads them lazily like every page; the build also preloads them
 * from index.html when the address matches (vite-route-preload.ts), so their code, translations and
 * first picture download alongside the shell instead of after it.
 */
export interface LandingPage {
  /** Route module, relative to apps/web. */
  module: string;
  path: string;
  /** Every address that starts with `path`, not only `path` itself. */
  prefix?: boolean;
  namespaces: string[];
  /** The largest image in the first view (relative to apps/web), fetched before the page's code runs. */
  heroImage?: string;
}

export const homePage: LandingPage = {
  module: 'src/app/routes/home.tsx',
  path: '/',
  namespaces: ['home'],
  heroImage: 'src/features/home/assets/slide-rider.svg',
};

export const trackPage: LandingPage = {
  module: 'src/app/routes/track.tsx',
  path: '/track/',
  prefix: true,
  namespaces: ['tracking'],
};

const authNamespaces = ['auth', 'validation'];

export const loginPage: LandingPage = {
  module: 'src/app/routes/login.tsx',
  path: '/login',
  namespaces: authNamespaces,
};

export const signupPage: LandingPage = {
  module: 'src/app/routes/signup.tsx',
  path: '/signup',
  namespaces: authNamespaces,
};

export const landingPages: LandingPage[] = [homePage, trackPage, loginPage, signupPage];
