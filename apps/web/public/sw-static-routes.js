// Loaded by the field app's service worker (vite-field-app.ts, `importScripts`). The app's built files
// (`/assets/…`, their names carry their content's hash) are answered by the browser straight from the
// worker's precache, without running the worker's script for each one: a field screen opened offline
// asks for some fifty of them at once, and on a cheap phone each trip through the worker costs a few
// milliseconds of its one thread. A file the cache does not hold goes to the network as before.
// Browsers without static routes (InstallEvent.addRoutes, Chromium 123+) keep the worker's own route.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: 'cache' },
      ])
      .catch(() => undefined),
  );
});
