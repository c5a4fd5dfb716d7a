# One image for the three services of the production shape (bff, projections, workers); docker-compose.yml picks
# the command. TypeScript runs through tsx, the same way as `npm start`.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY bff/package.json bff/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "bff/src/start.ts"]
