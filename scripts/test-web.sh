#!/usr/bin/env bash
# End-to-end tests of the page `sudokit serve` embeds: Debian's Chromium driven by
# playwright-core (from npm, pinned in tests/web/package-lock.json). Uses build/sudokit, or
# the executable named by SUDOKIT_CLI. Screenshots are saved in build/web-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if ((node_major < 20)); then
  echo "test-web: Node.js 20 or newer is needed (found: $(node --version 2>/dev/null || echo none))" >&2
  exit 1
fi

export SUDOKIT_CLI=${SUDOKIT_CLI:-$PWD/build/sudokit}
if [[ ! -x "$SUDOKIT_CLI" ]]; then
  echo "test-web: $SUDOKIT_CLI is missing: run scripts/build.sh first" >&2
  exit 1
fi
export SUDOKIT_WEB_ARTIFACTS=${SUDOKIT_WEB_ARTIFACTS:-$PWD/build/web-artifacts}

cd tests/web
# npm ci only when the lock file changed since the last install.
if ! cmp -s package-lock.json node_modules/.installed-lock.json 2>/dev/null; then
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.installed-lock.json
fi
npm test
