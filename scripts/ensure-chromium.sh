#!/usr/bin/env bash
# The end-to-end tests drive a system Chromium; they never download a browser and never skip.
set -euo pipefail
want="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$want" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› Chromium not found at $want: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$want" ] && exit 0
fi
cat >&2 <<MSG
✗ No Chromium found at $want, and it could not be installed here.
  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y chromium
  Elsewhere install Chromium or Chrome and set CHROMIUM_PATH to its executable, then run npm test again.
MSG
exit 1
