# The built web app, served by nginx, which forwards /api/ to PocketBase.
FROM node:20-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY index.html vite.config.ts tsconfig.json tailwind.config.ts postcss.config.js ./
# vite.config.ts's own imports: the build's plugins and the dev proxy, which reads the hooks' body limits
# (scripts/lib/web-dockerfile.test.ts keeps this list whole).
COPY scripts/lib/ scripts/lib/
COPY pb_hooks/lib/ pb_hooks/lib/
COPY public/ public/
COPY src/ src/
RUN npx vite build

FROM nginx:1.29-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1/ || exit 1
