# syntax=docker/dockerfile:1
# Desh Courier: one image serving the API and the built web app on port 3000.
# Build: docker build -t desh-courier .   Run the whole stack: see deploy/compose.yaml and docs/runbook.md.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# Manifests first: this layer is rebuilt only when a package.json or the lockfile changes.
FROM base AS deps
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci

FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
COPY apps/api apps/api
# The web app (apps/web/dist) and the API as plain JavaScript (apps/api/dist, shared package included).
RUN npm run build

# Runtime packages only: the server is built JavaScript, no TypeScript loader at run time.
FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# Code and packages stay root-owned (read-only for the app); only the data directory is writable.
COPY --from=prod-deps /app /app
COPY --from=build /app/apps/api/dist apps/api/dist
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--heap-growing-percent=50", "apps/api/dist/server.js"]
