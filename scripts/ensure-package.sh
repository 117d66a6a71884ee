#!/usr/bin/env bash
# A system tool the tests drive, from Debian (never downloaded): ensure-package.sh <executable> <debian-package> <what it is for>.
# Installs the package when the tool is missing and this is root on Debian; otherwise says how, and fails.
set -euo pipefail
want="$1"; package="$2"; why="$3"
if [ -x "$want" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› $want not found ($why): installing Debian's $package package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  [ -x "$want" ] && exit 0
fi
cat >&2 <<MSG
✗ No $want ($why), and it could not be installed here.
  On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y $package
MSG
exit 1
