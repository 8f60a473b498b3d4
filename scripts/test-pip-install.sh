#!/usr/bin/env bash
# The Python package as a user installs it: `python3 -m pip install --no-build-isolation .`
# from a clean copy of the source tree, offline, with Debian's packages only (setup.py builds
# the library and the module itself, with Make), then a first call of the installed module.
#   scripts/test-pip-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files -z | xargs -0 cp --parents -t "$work" 2>/dev/null ||
  { echo "test-pip-install: needs a git checkout" >&2; exit 1; }
(cd "$work" && "$python" -m pip install --quiet --no-build-isolation --no-index --no-deps \
  --target "$work/site" .)
solution=$(cd /tmp && PYTHONPATH="$work/site" "$python" -c '
import sudokit
print(sudokit.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")["solutions"][0])')
[[ "$solution" == 534678912672195348198342567859761423426853791713924856961537284287419635345286179 ]] ||
  { echo "test-pip-install: unexpected solution: $solution" >&2; exit 1; }
echo "pip install from the source tree: ok"
