#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
# Playwright's own browser download cannot work here, so tests use /usr/bin/chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM. Install Debian's package: sudo apt-get install chromium" >&2
  exit 1
fi
echo "Installing Debian chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
