#!/usr/bin/env bash
# The end-to-end tests drive a system Chromium; they never download a browser and never skip.
# Elsewhere than Debian: install Chromium or Chrome and set CHROMIUM_PATH to its executable.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the end-to-end tests' browser"
