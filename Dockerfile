# syntax=docker/dockerfile:1
# The site as a container image (docs/deploy.md): built in one stage, run from another with the
# production dependencies only, as the unprivileged `node` user. Install scripts are skipped in both
# stages: the image's own Node 24 runs the site, so the `node` package's binary download is not needed.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# the lock's overrides point optional platform packages here
COPY scripts/npm ./scripts/npm
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY app ./app
COPY messages ./messages
COPY project.inlang/settings.json ./project.inlang/settings.json
COPY config ./config
COPY vite.config.ts tsconfig.json ./
RUN npx vite build

FROM node:24-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/npm ./scripts/npm
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# the launcher and its configuration; the embedded backend and its content serve demos when no upstream is set
COPY package.json ./
COPY config ./config
COPY server/serve.ts ./server/serve.ts
COPY backend ./backend
COPY content ./content
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains and exits 0 (SHUTDOWN_GRACE_MS); node runs as PID 1 and handles it itself
CMD ["node", "--max-semi-space-size=8", "server/serve.ts"]
