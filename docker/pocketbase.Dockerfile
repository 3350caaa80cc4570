# PocketBase built from server/ (the version pinned in server/go.mod), with the app's hooks and migrations.
FROM golang:1.26-alpine AS build
WORKDIR /src
COPY server/go.mod server/go.sum ./
RUN go mod download
COPY server/ ./
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/pocketbase .

# The rules of src/rules/ emitted as CommonJS for the hooks (docs/architecture.md, "One source per rule"):
# the image takes them from their source, whatever the emitted files beside it in the context say.
FROM node:20-alpine AS rules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY scripts/emit-rules.ts scripts/
COPY scripts/lib/ scripts/lib/
COPY src/rules/ src/rules/
RUN npx tsx scripts/emit-rules.ts

FROM alpine:3.22
RUN apk add --no-cache ca-certificates wget
WORKDIR /pb
COPY --from=build /out/pocketbase /pb/pocketbase
COPY pb_migrations/ /pb/pb_migrations/
COPY pb_hooks/ /pb/pb_hooks/
COPY --from=rules /app/pb_hooks/lib/rules/ /pb/pb_hooks/lib/rules/
COPY docker/pocketbase-entrypoint.sh /pb/entrypoint.sh
RUN rm -f /pb/pb_hooks/lib/*.test.ts && chmod +x /pb/entrypoint.sh
VOLUME /pb/pb_data
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD wget -q -O /dev/null http://127.0.0.1:8090/api/health || exit 1
ENTRYPOINT ["/pb/entrypoint.sh"]
CMD ["serve", "--http=0.0.0.0:8090"]
