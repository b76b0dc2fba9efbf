#!/usr/bin/env bash
# Mount the disk image read-only, check its Applications link and smoke-test the app inside it.
#
#     packaging/macos/test_dmg.sh [IMAGE.dmg]       (default: the one in dist/)
set -euo pipefail
cd "$(dirname "$0")/../.."

dmg=${1:-}
if [ -z "$dmg" ]; then
    for candidate in dist/*.dmg; do dmg=$candidate; done
fi
[ -f "$dmg" ] || { echo "no disk image given or found in dist/ (run packaging/macos/build_dmg.sh)" >&2; exit 2; }
mount=$(mktemp -d)
hdiutil attach -nobrowse -readonly -mountpoint "$mount" "$dmg"
trap 'hdiutil detach "$mount" >/dev/null || true' EXIT
test -L "$mount/Applications" || { echo "$dmg: no Applications link" >&2; exit 1; }
packaging/smoke_test.sh "$mount/Marjolet Qt.app/Contents/MacOS/marjolet-qt"
