#!/usr/bin/env bash
# AppImage recipe of Marjolet Qt, for the release workflow (Ubuntu runner).
#
#     packaging/linux/appimage/build_appimage.sh [--appdir-only]
#
# Lays out build/appimage/MarjoletQt.AppDir from the frozen program (dist/marjolet-qt, made
# by `make freeze`) and the icons (packaging/make_icons.py), then packs it with appimagetool
# into dist/Marjolet_Qt-<version>-<arch>.AppImage. appimagetool is taken from $APPIMAGETOOL,
# from the PATH, or downloaded from its GitHub releases (not possible on machines limited to
# PyPI and Debian: use --appdir-only there and run AppDir/AppRun to test the layout).
#
# The AppImage relies on the host for what must match its drivers and settings (glibc,
# OpenGL/EGL, X11/xcb and Wayland client libraries, fontconfig/freetype, D-Bus, GLib) like
# the .deb does, and brings the xcb helper libraries Qt 6 needs but few systems install.
set -euo pipefail
cd "$(dirname "$0")/../../.."

appdir_only=false
[ "${1:-}" = --appdir-only ] && appdir_only=true
PY=${PYTHON:-.venv/bin/python}
eval "$("$PY" packaging/appinfo.py --shell)"
arch=$(uname -m)
frozen=dist/$EXE_NAME
[ -x "$frozen/$EXE_NAME" ] || { echo "$frozen missing: run make freeze first" >&2; exit 2; }
QT_QPA_PLATFORM=offscreen "$PY" packaging/make_icons.py >/dev/null

appdir=build/appimage/MarjoletQt.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/bin" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo"
cp -a "$frozen" "$appdir/usr/lib/$EXE_NAME"
ln -s "../lib/$EXE_NAME/$EXE_NAME" "$appdir/usr/bin/$EXE_NAME"
install -m 755 packaging/linux/appimage/AppRun "$appdir/AppRun"

# Desktop entry, AppStream data and icons, where appimagetool and desktop integrations
# (appimaged, AppImageLauncher, Gear Lever) look for them.
install -m 644 "packaging/linux/$APP_ID.desktop" "$appdir/usr/share/applications/$APP_ID.desktop"
ln -s "usr/share/applications/$APP_ID.desktop" "$appdir/$APP_ID.desktop"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u +%Y-%m-%d)/" \
    "packaging/linux/$APP_ID.metainfo.xml.in" >"$appdir/usr/share/metainfo/$APP_ID.appdata.xml"
for size in 16 22 24 32 48 64 128 256 512; do
    install -D -m 644 "build/icons/png/$size.png" "$appdir/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 assets/icons/marjolet-qt.svg "$appdir/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
install -m 644 build/icons/png/256.png "$appdir/$APP_ID.png"
ln -s "$APP_ID.png" "$appdir/.DirIcon"
install -D -m 644 "packaging/linux/$APP_ID.mime.xml" "$appdir/usr/share/mime/packages/$APP_ID.xml"

# The xcb helpers of Qt's xcb platform plugin (libxcb-cursor0 and friends are missing from
# many desktops installed before Qt 6), copied from the build machine.
for soname in libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-image.so.0 libxcb-keysyms.so.1 \
    libxcb-render-util.so.0 libxcb-util.so.1 libxkbcommon-x11.so.0; do
    path=$(ldconfig -p | awk -v n="$soname" '$1 == n && /x86-64|aarch64|64bit/ {print $NF; exit}')
    [ -z "$path" ] && path=$(ldconfig -p | awk -v n="$soname" '$1 == n {print $NF; exit}')
    if [ -n "$path" ]; then
        cp -L "$path" "$appdir/usr/lib/$EXE_NAME/_internal/$soname"
    else
        echo "warning: $soname not found on this machine (apt-get install ${soname%%.so*}); not bundled" >&2
    fi
done

if $appdir_only; then
    echo "$appdir ready (try: $appdir/AppRun --smoke-test)"
    exit 0
fi

tool=${APPIMAGETOOL:-$(command -v appimagetool || true)}
if [ -z "$tool" ]; then
    tool=build/appimage/appimagetool-$arch.AppImage
    if [ ! -x "$tool" ]; then
        curl -fsSL -o "$tool" "https://github.com/AppImage/appimagetool/releases/download/continuous/appimagetool-$arch.AppImage"
        chmod +x "$tool"
    fi
fi
output="dist/${APP_NAME// /_}-$VERSION-$arch.AppImage"
# No FUSE on CI runners: let the tool (itself an AppImage) unpack itself instead.
APPIMAGE_EXTRACT_AND_RUN=1 ARCH=$arch VERSION=$VERSION "$tool" --no-appstream "$appdir" "$output"
echo "$output: $(du -h "$output" | cut -f1)"
