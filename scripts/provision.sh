#!/usr/bin/env bash
# Installs the system packages the test suite needs (Debian's Chromium, nginx and its brotli
# module for precompressed files, Noto CJK so Korean and Japanese lines are laid out with real
# glyphs, poppler-utils to read the PDF manuals, zip for the offline edition) when missing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
[ -d /usr/share/fonts/opentype/noto ] && ls /usr/share/fonts/opentype/noto | grep -q CJK || need+=(fonts-noto-cjk)
command -v pdfinfo >/dev/null 2>&1 || need+=(poppler-utils)
command -v zip >/dev/null 2>&1 || need+=(zip)
if [ ${#need[@]} -eq 0 ]; then
  echo "provision: chromium, nginx, CJK fonts, poppler-utils and zip already installed"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "provision: installing ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
