# Production image: Node 24 LTS (package.json engines; CI runs the tests on the same line), multi-stage,
# runs as a non-root user. Only `dependencies` reach the image (size: docs/operations.md, "The production image").
# Build:  docker build -t ministry-site .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e SESSION_SECRET=... -e PUBLIC_URL=https://... ministry-site

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# After the prune, scripts/prune-runtime.sh removes what npm keeps but the server never loads
# (the TypeScript compiler, Sentry's bundler tooling, source maps): see that script.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && sh scripts/prune-runtime.sh node_modules

FROM node:24-bookworm-slim AS runtime
# pg_dump and psql for `npm run db:backup` and `db:restore` on PostgreSQL (compose.yaml's backup
# service runs the first daily). pg_dump refuses a server of a newer major version, so the client is
# the server's: compose.yaml's postgres:16 (build with --build-arg POSTGRES_MAJOR=NN for another).
# Debian 12 ships 15, so it comes from PostgreSQL's own apt repository, whose signing key Debian's
# postgresql-common carries (apt.postgresql.org.sh adds the repository with it).
ARG POSTGRES_MAJOR=16
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "postgresql-client-${POSTGRES_MAJOR}" \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/locales ./locales
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node is PID 1 and handles SIGTERM itself (graceful shutdown in src/server/main.ts).
# The Node flags and allocator settings of `npm run serve` (package.json): see the comment in
# tests/server/spawn-server.ts and docs/decisions/0017-memory-returned-to-the-system.md.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=16", "--wasm-lazy-compilation", "src/server/main.ts"]
