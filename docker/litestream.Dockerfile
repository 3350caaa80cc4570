# The backup sidecar (docs/operations.md, "Backups and a restore drill"): Litestream built from the Go module
# proxy at the version tools/litestream/go.mod pins (never a release download), and rclone for the files.
FROM golang:1.26-alpine AS build
# Litestream 0.3 reads SQLite through cgo (mattn/go-sqlite3).
RUN apk add --no-cache build-base
WORKDIR /src
COPY tools/litestream/go.mod tools/litestream/go.sum ./
RUN go mod download
RUN version="$(awk '$1 == "github.com/benbjohnson/litestream" { print $2 }' go.mod)" && \
    CGO_ENABLED=1 go build -trimpath -ldflags="-s -w -X main.Version=${version}" -o /out/litestream \
      github.com/benbjohnson/litestream/cmd/litestream

FROM alpine:3.22
RUN apk add --no-cache ca-certificates rclone
COPY --from=build /out/litestream /usr/local/bin/litestream
COPY docker/litestream-entrypoint.sh /usr/local/bin/backup-entrypoint.sh
RUN chmod +x /usr/local/bin/backup-entrypoint.sh
ENTRYPOINT ["/usr/local/bin/backup-entrypoint.sh"]
CMD ["replicate"]
