# Pagecraft: API + built web app on one port (README "Deployment").
# Build: docker build -t pagecraft .
# Run:   docker run -p 5000:5000 -v pagecraft-data:/data pagecraft

# 1. Build: the web app into dist/web and the server into dist/server, plain JavaScript that
#    node runs without tsx (ADR 018). Dev dependencies (Vite, esbuild) live in this stage only.
FROM node:20-slim AS build
WORKDIR /app
# Dependencies first, so source changes do not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. Run: production dependencies and dist/ only (no TypeScript sources, tsx or build tools).
FROM node:20-slim

# Debian's Chromium renders page thumbnails and remix screenshots (CHROMIUM_PATH below);
# fonts so rendered pages do not fall back to boxes; tini as PID 1 reaps Chromium's helper
# processes and passes signals on. Nothing downloads a browser at run time.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# The server bundles only our own code: its packages (native addons, WASM) load from node_modules.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev \
  && npm cache clean --force
# dist/server carries what it reads at run time (migrations, the password list) in assets/.
COPY --from=build /app/dist ./dist

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium

# The embedded database (PGlite) lives under DATA_DIR; with DATABASE_URL it stays empty.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

# The image's unprivileged user (uid 1000).
USER node

EXPOSE 5000

# Liveness: the process answers HTTP (readiness, with the database, is GET /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# SIGTERM starts the graceful shutdown (SHUTDOWN_GRACE_MS, default 10 s): give the container
# longer than that to stop, e.g. `docker stop -t 30` or stop_grace_period: 30s.
STOPSIGNAL SIGTERM
# The compiled server directly (not npm start, which checks for sources to build), under tini;
# stack traces point into the TypeScript through the source maps.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
