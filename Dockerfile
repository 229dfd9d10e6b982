# syntax=docker/dockerfile:1
# devutils: the API, its docs and every converter in one image.
#   docker build -t devutils .                         (with LibreOffice and Chromium, ~1.2 GB)
#   docker build -t devutils:slim --target slim .      (no optional converters: word/excel/html-to-pdf answer 503)

# The compiled program: every dependency (esbuild included) to build it, then dist/ alone.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm ci --no-audit --no-fund

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Native modules (sharp, better-sqlite3, @node-rs/*, @napi-rs/canvas) ship prebuilt binaries for
# this platform. The build already ran in its own stage: no prepare here.
RUN npm pkg delete scripts.prepare && npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS slim
# glibc gives each thread that allocates (libvips' and the worker threads) an arena of its own and
# rarely returns their memory: with two, the service idles back some 50 MiB lower after image work.
ENV NODE_ENV=production PORT=8787 HOST=0.0.0.0 DATABASE_URL=sqlite:/data/devutils.db MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
COPY bin ./bin
COPY assets ./assets
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]

# The default image: LibreOffice (word-to-pdf, excel-to-pdf) and Chromium (html-to-pdf) from Debian.
FROM slim AS full
USER root
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libreoffice-writer libreoffice-calc chromium fonts-dejavu-core fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
USER node
