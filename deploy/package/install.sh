#!/bin/sh
# Renders the package's nginx configuration for this host and checks it with nginx -t.
# Needs only a POSIX shell, sed and nginx (no Node.js, no network).
#   sh install.sh --port 8080 [--listen 0.0.0.0] [--root DIR] [--prefix DIR] [--user NAME] [--mime FILE]
# --root: the site folder nginx serves (default: site/ beside this script)
# --prefix: where nginx keeps its pid file, logs and temp files (default: run/ beside this script)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
port="" listen="0.0.0.0" root="$here/site" prefix="$here/run" user="" mime="/etc/nginx/mime.types"
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=$2; shift 2 ;;
    --listen) listen=$2; shift 2 ;;
    --root) root=$2; shift 2 ;;
    --prefix) prefix=$2; shift 2 ;;
    --user) user=$2; shift 2 ;;
    --mime) mime=$2; shift 2 ;;
    *) echo "install.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
case "$port" in
  ''|*[!0-9]*) echo "install.sh: --port NUMBER is required" >&2; exit 2 ;;
esac
[ -f "$root/index.html" ] || { echo "install.sh: $root has no index.html" >&2; exit 1; }
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx" ] || { echo "install.sh: nginx is not installed" >&2; exit 1; }
mkdir -p "$prefix"
root=$(cd "$root" && pwd)
prefix=$(cd "$prefix" && pwd)
# Precompressed .br files where the host has Debian's libnginx-mod-http-brotli-static; .gz always.
brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
load="" static=""
if [ -f "$brotli" ]; then load="load_module $brotli;" static="brotli_static on;"; fi
conf="$here/nginx/nginx.conf"
{
  [ -n "$user" ] && echo "user $user;"
  sed -e "s|__ROOT__|$root|g" -e "s|__LISTEN__|$listen:$port|g" -e "s|__PREFIX__|$prefix|g" \
    -e "s|__PID__|$prefix/nginx.pid|g" -e "s|__MIME_TYPES__|$mime|g" \
    -e "s|__LOAD_BROTLI__|$load|g" -e "s|__BROTLI_STATIC__|$static|g" "$here/nginx/nginx.conf.template"
} > "$conf"
"$nginx" -t -q -p "$prefix" -c "$conf"
echo "Ready: $nginx -p $prefix -c $conf   (serves $root on $listen:$port)"
