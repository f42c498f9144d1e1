#!/usr/bin/env bash
# Renders the brand images in public/ from the sources beside this script (see README.md).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
public="$here/../../public"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

shot() { # source width height output [transparent]
  local extra=()
  [[ "${5:-}" == transparent ]] && extra=(--default-background-color=00000000)
  "$chrome" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$profile" "${extra[@]}" \
    --force-device-scale-factor=1 --window-size="$2,$3" --screenshot="$4" "file://$here/$1" >/dev/null 2>&1
  pngquant --force --skip-if-larger --quality 70-95 --output "$4" "$4" || true
  optipng -quiet -o5 -strip all "$4"
}

cp "$here/logo-mark.svg" "$public/favicon.svg"
shot og-image.html 1200 630 "$public/og-image.png"
shot icon-round.html 32 32 "$public/favicon-32.png" transparent
shot icon-square.html 180 180 "$public/apple-touch-icon.png"
shot icon-square.html 192 192 "$public/icon-192.png"
shot icon-square.html 512 512 "$public/icon-512.png"
shot icon-round.html 512 512 "$public/logo-512.png" transparent
