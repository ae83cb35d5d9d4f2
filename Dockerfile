# The site as a container image, from Next's standalone output: the traced server files and only the node_modules
# they use, assembled with this project's server (server/index.mjs), the browser assets and the operator command by
# scripts/standalone-tree.mjs (tests/e2e/standalone.spec.ts starts a server from that same tree). Runs as an
# unprivileged user, with a health check.
#   docker build -t lumora-site .            (NEXT_PUBLIC_* values are baked into the browser code: --build-arg)
#   docker run -p 3000:3000 -v lumora-data:/data lumora-site
# docs/deploy.md: one embedded server, or several on PostgreSQL / Supabase behind a load balancer.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_PUBLIC_FORMSPREE_FORM_ID
ARG NEXT_PUBLIC_FORMSPREE_PROJECT
RUN npm run build && node scripts/standalone-tree.mjs /app

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data \
 && chown app:app /data
# Read-only for the server, but for .next, where Next writes its optimised-image cache.
COPY --from=build /app ./
RUN mkdir -p .next/cache && chown -R app:app .next/cache
USER app
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.mjs"]
