#!/usr/bin/env bash
# Build the macOS disk image of Marjolet Qt: the .app (signed and notarised when the
# secrets exist, see sign_and_notarize.sh) beside a link to /Applications, so that
# installing is dragging one icon onto the other.
#
#     packaging/macos/build_dmg.sh            (or: make dist, on a Mac)
#
# Input: "dist/Marjolet Qt.app" (make freeze). Output: dist/marjolet-qt-<version>-macos-<arch>.dmg
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
eval "$("$PY" packaging/appinfo.py --shell)"
app="dist/$APP_NAME.app"
[ -d "$app" ] || { echo "$app missing: run make freeze first" >&2; exit 2; }

packaging/macos/sign_and_notarize.sh app "$app"

staging=build/dmg
rm -rf "$staging"
mkdir -p "$staging"
ditto "$app" "$staging/$APP_NAME.app"
ln -s /Applications "$staging/Applications"

dmg="dist/$EXE_NAME-$VERSION-macos-$(uname -m).dmg"
rm -f "$dmg"
hdiutil create -volname "$APP_NAME $VERSION" -srcfolder "$staging" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 -ov "$dmg"
packaging/macos/sign_and_notarize.sh dmg "$dmg"
hdiutil verify "$dmg"
echo "$dmg: $(du -h "$dmg" | cut -f1)"
