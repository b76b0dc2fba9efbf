#!/usr/bin/env bash
# Prove that the Debian package works: it installs with apt-get, puts every file where the
# desktop expects it, starts under a virtual X server (--smoke-test: paint the table, let
# the computer move once, quit with status 0), and uninstalls without leaving anything.
#
#     sudo packaging/linux/test_deb.sh [dist/marjolet-qt_<version>_<arch>.deb]
#
# Needs root (it installs the package system-wide, then purges it) and Xvfb (installed
# with apt-get when missing). Exit status 0 when every check passed.
set -euo pipefail
cd "$(dirname "$0")/../.."

ID=org.marjoletqt.MarjoletQt
PKG=marjolet-qt
DEB=${1:-$(find dist -maxdepth 1 -name "${PKG}_*.deb" -printf '%T@ %p\n' 2>/dev/null | sort -nr | head -n1 | cut -d' ' -f2-)}
if [ -z "$DEB" ] || [ ! -f "$DEB" ]; then echo "no .deb given or found in dist/ (run make deb)" >&2; exit 2; fi
DEB=$(realpath "$DEB")
[ "$(id -u)" = 0 ] || { echo "run as root: the package is installed system-wide" >&2; exit 2; }

failures=0
pass() { printf '  ok    %s\n' "$*"; }
fail() { printf '  FAIL  %s\n' "$*"; failures=$((failures + 1)); }
check() { local what=$1; shift; if "$@" >/dev/null 2>&1; then pass "$what"; else fail "$what"; fi; }
apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "$@" >/tmp/test_deb_apt.log 2>&1 || {
        apt-get update >/dev/null 2>&1
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "$@" >/tmp/test_deb_apt.log 2>&1
    }
}

echo "== package: $DEB ($(du -h "$DEB" | cut -f1))"
dpkg-deb --field "$DEB" Package Version Architecture Installed-Size
if dpkg -s "$PKG" >/dev/null 2>&1; then
    echo "   (removing the installed $PKG first)"
    apt-get remove --purge -y -o DPkg::Lock::Timeout=300 "$PKG" >/dev/null
fi

echo "== install: apt-get install ./$(basename "$DEB")"
if apt_install "$DEB"; then pass "apt-get install"; else cat /tmp/test_deb_apt.log; fail "apt-get install"; exit 1; fi
check "dpkg says installed" sh -c "dpkg -s $PKG | grep -q '^Status: install ok installed'"

echo "== files"
check "/opt/$PKG/$PKG is executable" test -x "/opt/$PKG/$PKG"
check "/usr/bin/$PKG -> /opt/$PKG/$PKG" test "$(readlink -f /usr/bin/$PKG)" = "/opt/$PKG/$PKG"
check "$PKG is on the PATH" command -v "$PKG"
DESKTOP=/usr/share/applications/$ID.desktop
check "desktop entry $DESKTOP" test -f "$DESKTOP"
check "desktop entry: Icon=$ID" grep -qx "Icon=$ID" "$DESKTOP"
check "desktop entry: Exec runs $PKG" grep -q "^Exec=$PKG" "$DESKTOP"
check "desktop entry: MimeType=application/x-marjolet-save;" grep -qx "MimeType=application/x-marjolet-save;" "$DESKTOP"
for size in 16 22 24 32 48 64 128 256 512; do
    check "icon ${size}x${size}" test -s "/usr/share/icons/hicolor/${size}x${size}/apps/$ID.png"
done
check "icon scalable (SVG)" test -s "/usr/share/icons/hicolor/scalable/apps/$ID.svg"
if python3 - "$ID" <<'EOF'
import struct, sys, pathlib
for png in pathlib.Path("/usr/share/icons/hicolor").glob(f"*/apps/{sys.argv[1]}.png"):
    width, height = struct.unpack(">II", png.read_bytes()[16:24])
    assert png.parent.parent.name == f"{width}x{height}", png
EOF
then pass "PNG icons have the size of their folder"; else fail "PNG icons have the size of their folder"; fi
METAINFO=/usr/share/metainfo/$ID.metainfo.xml
MIME=/usr/share/mime/packages/$ID.xml
check "AppStream metainfo $METAINFO" test -f "$METAINFO"
check "MIME type $MIME" test -f "$MIME"
for xml in "$METAINFO" "$MIME"; do
    check "well-formed XML: $(basename "$xml")" python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" "$xml"
done
if command -v appstreamcli >/dev/null; then
    if appstreamcli validate --no-net --explain "$METAINFO" >/tmp/test_deb_appstream.log 2>&1; then
        pass "appstreamcli validate"
    else
        cat /tmp/test_deb_appstream.log; fail "appstreamcli validate"
    fi
else
    echo "  skip  appstreamcli validate (apt-get install appstream)"
fi
if command -v desktop-file-validate >/dev/null; then
    if desktop-file-validate "$DESKTOP" >/tmp/test_deb_desktop.log 2>&1 && ! grep -q . /tmp/test_deb_desktop.log; then
        pass "desktop-file-validate"
    else
        cat /tmp/test_deb_desktop.log; fail "desktop-file-validate"
    fi
else
    echo "  skip  desktop-file-validate (apt-get install desktop-file-utils)"
fi
if [ -f /usr/share/mime/mime.cache ]; then
    check "MIME database knows *.marjolet" grep -q "application/x-marjolet-save" /usr/share/mime/globs2
    if [ -f /usr/share/applications/mimeinfo.cache ]; then
        check "desktop database: $ID opens .marjolet" grep -q "application/x-marjolet-save=.*$ID.desktop" /usr/share/applications/mimeinfo.cache
    fi
fi
if [ -f /usr/share/icons/hicolor/icon-theme.cache ]; then
    check "icon cache refreshed after install" test /usr/share/icons/hicolor/icon-theme.cache -nt "$DEB"
fi

echo "== launch under Xvfb: $PKG --smoke-test"
command -v Xvfb >/dev/null || apt_install xvfb
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/tmp/test_deb_xvfb.log 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
home=$(mktemp -d)  # a first start, as a new player would see it
start=$(date +%s.%N)
if output=$(cd / && env -u QT_QPA_PLATFORM HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        DISPLAY=":$display" timeout 60 "$PKG" --smoke-test 2>&1); then
    end=$(date +%s.%N)
    pass "smoke test under Xvfb (xcb), exit 0"
    printf '        %s\n' "$output"
    printf '        wall time from launch to exit: %.2f s\n' "$(echo "$end - $start" | bc -l 2>/dev/null || python3 -c "print($end - $start)")"
else
    printf '        %s\n' "$output"
    fail "smoke test under Xvfb (xcb)"
fi
rm -rf "$home"
kill "$xvfb_pid" 2>/dev/null || true
trap - EXIT

echo "== uninstall: apt-get remove --purge -y $PKG"
if apt-get remove --purge -y -o DPkg::Lock::Timeout=300 "$PKG" >/tmp/test_deb_apt.log 2>&1; then pass "apt-get remove --purge"; else cat /tmp/test_deb_apt.log; fail "apt-get remove --purge"; fi
check "dpkg no longer knows $PKG" sh -c "! dpkg -s $PKG"
check "/opt/$PKG is gone" test ! -e "/opt/$PKG"
check "/usr/bin/$PKG is gone" test ! -e "/usr/bin/$PKG" -a ! -L "/usr/bin/$PKG"
check "desktop entry is gone" test ! -e "$DESKTOP"
check "metainfo is gone" test ! -e "$METAINFO"
check "MIME type is gone" test ! -e "$MIME"
check "no icon left" sh -c "! find /usr/share/icons/hicolor -name '$ID.*' | grep -q ."
check "no file of the package left" sh -c "! find /opt /usr/share /usr/bin -name '*marjolet*' 2>/dev/null | grep -q ."
if [ -f /usr/share/mime/globs2 ]; then
    check "MIME database forgot *.marjolet" sh -c "! grep -q x-marjolet-save /usr/share/mime/globs2"
fi

if [ "$failures" -eq 0 ]; then
    echo "== all checks passed"
else
    echo "== $failures check(s) failed"
    exit 1
fi
