# Pagecraft: API + built web app on one port (README "Deployment").
# Build: docker build -t pagecraft .
# Run:   docker run -p 5000:5000 -v pagecraft-data:/data pagecraft
FROM node:20-slim

# Debian's Chromium renders page thumbnails and remix screenshots (CHROMIUM_PATH below);
# fonts so rendered pages do not fall back to boxes; tini as PID 1 reaps Chromium's helper
# processes and passes signals on. Nothing downloads a browser at run time.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first, so source changes do not reinstall them (dev dependencies build the web app).
COPY package.json package-lock.json ./
RUN npm ci

COPY . .
# Build the web app into dist/web, then drop the dev dependencies (tsx, which runs the
# server, is a production dependency).
RUN npm run build \
  && npm prune --omit=dev \
  && npm cache clean --force

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
# The server directly (not npm start, which would build and wrap it), under tini.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "src/server/main.ts"]
