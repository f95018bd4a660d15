# Prêmia in production: the built app and the server as JavaScript (dist/, dist-server/), production
# dependencies only, run by an unprivileged user. Settings come from the environment
# (docs/operations.md, "Every setting"; compose.yaml gives every one production requires).
# Build and run: docs/operations.md, "Container".

ARG NODE_IMAGE=node:22-bookworm-slim

# Everything installed (the build needs Vite and TypeScript), then `npm run build`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies alone, in a stage of their own so no build tool reaches the image.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PREMIA_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    STATIC_DIR=/app/dist \
    DATA_DIR=/var/lib/premia
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# package.json's "type": "module" makes node read dist-server's .js files as ES modules.
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Local uploads (without S3_BUCKET) go to DATA_DIR/uploads: the one folder the server writes.
RUN mkdir -p /var/lib/premia && chown node:node /var/lib/premia
VOLUME ["/var/lib/premia"]
# The node image's unprivileged user (uid 1000); nothing under /app is writable by it.
USER node
EXPOSE 3000
# /readyz: 200 while the database answers and the process is not draining. Node's fetch: no curl in a slim image.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: SIGTERM reaches the server itself, which drains for at most 10 s (serve.ts).
CMD ["node", "dist-server/server/main.js"]
