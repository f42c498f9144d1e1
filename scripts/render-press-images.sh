#!/usr/bin/env bash
# Renders the press downloads in public/press/ (PNG) from the SVG artwork in public/images/ with
# headless Chromium, then compresses them. The headshot is an illustration standing in for the
# founder's photo: when the ministry supplies the photo, save it as public/press/joshua-adeyemi-headshot.png.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
images="$root/public/images"
press="$root/public/press"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

shot() { # svg width height output
  printf '<html><body style="margin:0"><img src="file://%s" style="display:block;width:%spx;height:%spx;object-fit:cover"></body></html>' \
    "$1" "$2" "$3" >"$work/page.html"
  "$chrome" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$work/profile" \
    --force-device-scale-factor=1 --window-size="$2,$3" --screenshot="$4" "file://$work/page.html" >/dev/null 2>&1
  pngquant --force --skip-if-larger --quality 70-95 --output "$4" "$4" || true
  optipng -quiet -o5 -strip all "$4"
}

mkdir -p "$press"
shot "$images/founders/joshua-adeyemi.svg" 800 1000 "$press/joshua-adeyemi-headshot.png"
shot "$images/books/whom-will-god-glorify.svg" 800 1200 "$press/whom-will-god-glorify-cover.png"
shot "$images/books/avoiding-an-untimely-death.svg" 800 1200 "$press/avoiding-an-untimely-death-cover.png"
