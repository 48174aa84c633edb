#!/usr/bin/env bash
# Installs the Debian tools the PDF tests read printed pages with, when missing:
# pdftoppm (poppler-utils) renders a page to an image, zbarimg (zbar-tools)
# decodes the QR code on it. Like scripts/ensure-chromium.sh: Debian's packages, no downloads of our own.
set -euo pipefail
missing=()
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The PDF tests need ${missing[*]}. Install Debian's packages: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the PDF tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
pdftoppm -v 2>&1 | head -1
zbarimg --version
