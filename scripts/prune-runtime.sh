#!/bin/sh
# Removes from a runtime node_modules (after `npm ci --omit=dev` or `npm prune --omit=dev`) what the
# running server never loads, so the production image stays under its 200 MB budget (docs/operations.md,
# "The production image"). The Dockerfile runs it, and .ci/run measures the result on every run.
#   - typescript: npm keeps it as an optional peer of @react-router/node; nothing loads it at run time.
#   - @sentry/node's bundler plugins, the `sentry` CLI and oxc-parser: build-time tooling behind the
#     SDK's bundler subpath exports; the server imports only the SDK itself (and only with SENTRY_DSN).
#   - source maps: Node reads them only with --enable-source-maps, which the server does not use.
set -eu
dir=${1:-node_modules}
rm -rf "$dir/typescript" "$dir/@sentry/bundler-plugins" "$dir/sentry" "$dir/oxc-parser" "$dir/@oxc-parser"
find "$dir" -type f -name '*.map' -delete
