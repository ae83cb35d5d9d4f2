# The site as a container image: the production build, production dependencies only, this project's server
# (server/index.mjs), the migrations and the cache handler, run as an unprivileged user.
# Not Next's `output: "standalone"`: its trace runs Next's own server.js, and a custom server started from that tree
# cannot load the configuration (Next hands it over through a private variable); see docs/deploy.md.
#   docker build -t lumora-site .            (NEXT_PUBLIC_* values are baked into the browser code: --build-arg)
#   docker run -p 3000:3000 -v lumora-data:/data lumora-site
# docs/deploy.md: one embedded server, or several on PostgreSQL / Supabase behind a load balancer.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_PUBLIC_FORMSPREE_FORM_ID
ARG NEXT_PUBLIC_FORMSPREE_PROJECT
RUN npm run build

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
COPY --chown=app:app package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build --chown=app:app /app/.next ./.next
COPY --from=build --chown=app:app /app/public ./public
COPY --from=build --chown=app:app /app/server ./server
COPY --from=build --chown=app:app /app/lib/backend/local/migrations ./lib/backend/local/migrations
COPY --from=build --chown=app:app /app/lib/cache ./lib/cache
COPY --from=build --chown=app:app /app/content ./content
COPY --from=build --chown=app:app /app/next.config.ts ./
USER app
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.mjs"]
