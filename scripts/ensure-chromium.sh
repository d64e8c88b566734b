#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, never a downloaded browser build.
# Installs it with apt when /usr/bin/chromium is missing (as root, or through sudo when available).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "Installing Debian's chromium for the browser tests…"
if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "Chromium is missing and this user cannot install packages: run 'apt-get install chromium' as root." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
