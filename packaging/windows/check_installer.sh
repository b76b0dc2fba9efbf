#!/usr/bin/env bash
# Compile the Windows installer and install, check and uninstall it under Wine (issue #16).
#
#     packaging/windows/check_installer.sh            (or: make check-windows-installer)
#
# A Windows build of the frozen game cannot be made on Linux, so marjolet-qt.iss is compiled
# against a stand-in folder laid out as the Windows freeze lays it out (standin_freeze.py:
# same names, sizes within reason, dummy contents) with Inno Setup's own ISCC.exe (the npm
# package `innosetup`, pinned below) under Wine. The installer is then run silently in a
# throwaway Wine prefix under build/wine-check/, twice:
#
#   1. for the current user (/CURRENTUSER, both tasks): every file of the stand-in installed
#      with its size, the uninstaller, the Start-menu and desktop shortcuts, the .marjolet
#      file association (HKCU\Software\Classes) and the uninstall entry (HKCU); installed
#      again over itself, as an upgrade, which must remove a stray old library from
#      _internal; then the player's own files are made, a silent uninstall runs, and nothing
#      may be left but them;
#   2. for all users (/ALLUSERS): the same in Program Files and HKLM; a silent uninstall
#      with /DELETEPLAYERFILES must remove the player's files too.
#
# What it cannot prove: that the frozen Windows program itself runs (the release workflow
# does that on a Windows runner). Needs wine, wine64 and wine32 (i386), Xvfb (no display is
# needed) and npm; as root on Debian it installs whichever are missing. ISS=path compiles
# another script (used to check that a broken one fails); KEEP_WINEPREFIX=1 keeps the prefix
# (its Z: drive links to /: delete it before running make). Exit status 0 only if all passed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

INNOSETUP_VERSION=6.4.1
work=build/wine-check
iss=${ISS:-packaging/windows/marjolet-qt.iss}
PY=${PYTHON:-python3}

say() { echo "check-windows-installer: $*"; }
fail() { echo "check-windows-installer: FAILED: $*" >&2; exit 1; }

# --- tools -----------------------------------------------------------------------------------

apt_install() {
    # The i386 index of the security archive sometimes lags behind the amd64 one and apt then
    # finds no wine32 that fits; the release's own packages always fit together (-t codename).
    local codename
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "$@" && return 0
    apt-get update || true
    apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "$@" && return 0
    codename=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release 2>/dev/null | tr -d '"')
    [ -n "$codename" ] && apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 -t "$codename" "$@"
}

install_tools() {
    local missing=()
    command -v wine >/dev/null && command -v wineserver >/dev/null || missing+=(wine wine64)
    dpkg-query -W -f='${Status}' wine32:i386 2>/dev/null | grep -q "install ok installed" || missing+=(wine32:i386)
    command -v Xvfb >/dev/null || missing+=(xvfb)
    command -v npm >/dev/null || missing+=(npm)
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        fail "missing ${missing[*]}: as root, run: dpkg --add-architecture i386 && apt-get update && apt-get install wine wine64 wine32 xvfb npm"
    fi
    say "installing ${missing[*]} (apt-get)"
    if ! dpkg --print-foreign-architectures | grep -qx i386; then
        dpkg --add-architecture i386
        apt-get update >/dev/null || true
    fi
    apt_install "${missing[@]}" >"$root/build/wine-check-apt.log" 2>&1 \
        || { cat "$root/build/wine-check-apt.log"; fail "apt-get install ${missing[*]}"; }
}

mkdir -p build
install_tools
iscc=build/tools/innosetup-$INNOSETUP_VERSION/node_modules/innosetup/bin/ISCC.exe
if [ ! -f "$iscc" ]; then
    say "installing Inno Setup $INNOSETUP_VERSION (npm package innosetup)"
    npm install --prefix "build/tools/innosetup-$INNOSETUP_VERSION" --no-save --no-audit --no-fund \
        --loglevel=error "innosetup@$INNOSETUP_VERSION" >/dev/null
fi
[ -f "$iscc" ] || fail "$iscc missing after npm install"

# --- a headless, throwaway Wine -----------------------------------------------------------------

rm -rf "$work"
mkdir -p "$work/home" "$work/out"
export WINEPREFIX=$root/$work/prefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko prompts, and no menu entries or file types written to the Linux desktop.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
export HOME=$root/$work/home  # Wine links Desktop, Documents... to $HOME: keep them in here
unset WAYLAND_DISPLAY
xvfb_pid=
cleanup() {
    wineserver -k 2>/dev/null || true
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    # The prefix links Z: to /: left in the tree, every walk that follows links (setuptools'
    # file list in `pip install -e .`, so `make`) would wander the whole disk. The logs stay.
    if [ "${KEEP_WINEPREFIX:-}" != 1 ]; then rm -rf "$WINEPREFIX"; fi
}
trap cleanup EXIT
display=90
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.05; done
export DISPLAY=":$display"

wine_run() { timeout 600 wine "$@"; }
winpath() { winepath -w "$1"; }

say "Wine prefix $work/prefix ($(wine --version))"
timeout 600 wineboot -i >/dev/null 2>&1 || fail "wineboot"
wineserver -w
timeout 120 winecfg -v win10 >/dev/null 2>&1 || fail "winecfg -v win10"  # the installer needs 10
wineserver -w
user=$(id -un)
profile=$WINEPREFIX/drive_c/users/$user
for folder in "$profile"/*; do  # folders linked to $HOME become real folders, checked below
    if [ -L "$folder" ]; then rm "$folder" && mkdir "$folder"; fi
done

# --- compile against the stand-in freeze -------------------------------------------------------

eval "$("$PY" packaging/appinfo.py --shell)"
[ -f build/icons/marjolet-qt.ico ] || fail "build/icons/marjolet-qt.ico missing: run make icons"
exe=$(find /usr/lib /usr/lib64 /opt -path '*x86_64-windows/hostname.exe' 2>/dev/null | head -n 1)
[ -n "$exe" ] || fail "no x86_64 Windows program found in Wine's folders"
"$PY" packaging/windows/standin_freeze.py "$work/standin/marjolet-qt" --exe "$exe"
standin=$work/standin/marjolet-qt

say "compiling $iss (ISCC $INNOSETUP_VERSION, AppVersion=$VERSION)"
status=0
wine_run "$iscc" /Q "/DAppVersion=$VERSION" "/DFrozenDir=$(winpath "$standin")" \
    "/DOutputDir=$(winpath "$work/out")" "$(winpath "$iss")" || status=$?
[ "$status" = 0 ] || fail "ISCC exited with status $status"
setup=$work/out/marjolet-qt-$VERSION-windows-x64-setup.exe
[ -f "$setup" ] || fail "$setup not made"
say "compiled $(basename "$setup")"

# --- install, check, uninstall ---------------------------------------------------------------

# `wine reg` may start the 32-bit reg.exe, which sees the 32-bit view of HKLM\Software: the
# installer writes the 64-bit one (ArchitecturesInstallIn64BitMode), hence /reg:64.
reg() { wine reg "$@" /reg:64 2>/dev/null | tr -d '\r'; }
reg_value() {  # KEY NAME ('' for the default value): prints the data, status 1 if absent
    local out
    if [ -z "$2" ]; then out=$(reg query "$1" /ve) || return 1
    else out=$(reg query "$1" /v "$2") || return 1; fi
    printf '%s\n' "$out" | sed -n 's/^ *[^ ].*  *REG_[A-Z_]*  *//p' | head -n 1
}
reg_exists() { reg query "$1" >/dev/null; }
expect_value() {  # KEY NAME EXPECTED
    local got
    got=$(reg_value "$1" "$2") || fail "registry: $1 [${2:-default}] missing"
    [ "$got" = "$3" ] || fail "registry: $1 [${2:-default}] is '$got', expected '$3'"
}

run_setup() {  # LOG_NAME ARGS...
    local log=$1 status=0
    shift
    wine_run "$setup" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART "/LOG=$(winpath "$work/$log.log")" "$@" || status=$?
    wineserver -w
    if [ "$status" != 0 ]; then
        cat "$work/$log.log" 2>/dev/null || true
        fail "setup $* exited with status $status"
    fi
}

uninstall() {  # APP_DIR LOG_NAME ARGS...
    local app=$1 log=$2 status=0
    shift 2
    [ -f "$app/unins000.exe" ] || fail "no uninstaller in $app"
    wine_run "$(winpath "$app/unins000.exe")" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART \
        "/LOG=$(winpath "$work/$log.log")" "$@" || status=$?
    wineserver -w  # the uninstaller runs from a copy in Temp, which deletes the original
    if [ "$status" != 0 ]; then
        cat "$work/$log.log" 2>/dev/null || true
        fail "uninstaller exited with status $status"
    fi
}

check_installed() {  # APP_DIR APP_DIR_WINDOWS HKEY MENU_DIR DESKTOP_DIR
    local app=$1 app_win=$2 hive=$3 menu=$4 desktop=$5 relative size count=0
    [ -d "$app" ] || fail "not installed in $app"
    while IFS= read -r -d '' file; do
        relative=${file#"$standin"/}
        [ -f "$app/$relative" ] || fail "$relative not installed"
        size=$(stat -c %s "$file")
        [ "$(stat -c %s "$app/$relative")" = "$size" ] || fail "$relative installed with another size"
        count=$((count + 1))
    done < <(find "$standin" -type f -print0)
    if [ ! -f "$app/unins000.exe" ] || [ ! -f "$app/unins000.dat" ]; then fail "no uninstaller in $app"; fi
    [ -f "$menu/$APP_NAME.lnk" ] || fail "no Start-menu shortcut in $menu"
    [ -f "$desktop/$APP_NAME.lnk" ] || fail "no desktop shortcut in $desktop"
    grep -aq "marjolet-qt.exe" "$menu/$APP_NAME.lnk" || fail "the Start-menu shortcut does not start marjolet-qt.exe"
    local classes="$hive\\Software\\Classes"
    expect_value "$classes\\.$SAVE_EXTENSION" "" "MarjoletQt.SavedGame"
    expect_value "$classes\\.$SAVE_EXTENSION" "Content Type" "$SAVE_MIME_TYPE"
    expect_value "$classes\\MarjoletQt.SavedGame\\shell\\open\\command" "" "\"$app_win\\$EXE_NAME.exe\" \"%1\""
    expect_value "$classes\\MarjoletQt.SavedGame\\DefaultIcon" "" "$app_win\\$EXE_NAME.exe,0"
    expect_value "$classes\\.$SAVE_EXTENSION\\OpenWithProgids" MarjoletQt.SavedGame ""
    expect_value "$classes\\Applications\\$EXE_NAME.exe" FriendlyAppName "$APP_NAME"
    local uninstall_key="$hive\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{7BEFC14C-AE77-4200-8C6C-6B298863644D}_is1"
    expect_value "$uninstall_key" DisplayName "$APP_NAME"
    expect_value "$uninstall_key" DisplayVersion "$VERSION"
    expect_value "$uninstall_key" UninstallString "\"$app_win\\unins000.exe\""
    expect_value "$uninstall_key" Publisher "$PUBLISHER"
    say "  $count files installed with their sizes, uninstaller, Start-menu and desktop shortcuts,"
    say "  .$SAVE_EXTENSION association and uninstall entry in $hive: all there"
}

check_removed() {  # APP_DIR HKEY MENU_DIR DESKTOP_DIR
    local app=$1 hive=$2 menu=$3 desktop=$4
    if [ -e "$app" ]; then find "$app" | head -n 20; fail "$app left behind"; fi
    [ ! -e "$menu/$APP_NAME.lnk" ] || fail "Start-menu shortcut left behind"
    [ ! -e "$desktop/$APP_NAME.lnk" ] || fail "desktop shortcut left behind"
    local key
    for key in "Software\\Classes\\.$SAVE_EXTENSION" "Software\\Classes\\MarjoletQt.SavedGame" \
        "Software\\Classes\\Applications\\$EXE_NAME.exe" \
        "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{7BEFC14C-AE77-4200-8C6C-6B298863644D}_is1"; do
        if reg_exists "$hive\\$key"; then
            reg query "$hive\\$key" /s
            fail "registry: $hive\\$key left behind"
        fi
    done
}

make_player_files() {  # what the game writes in %LOCALAPPDATA%\marjolet-qt (platformdirs)
    mkdir -p "$1/saves"
    echo '{"schema": 1}' >"$1/settings.json"
    echo '{"schema": 1}' >"$1/statistics.json"
    echo '{"schema": 1}' >"$1/saves/autosave.$SAVE_EXTENSION"
}

player=$profile/AppData/Local/$EXE_NAME

say "1. install for the current user"
run_setup install-user /CURRENTUSER "/TASKS=desktopicon,associate"
app=$profile/AppData/Local/Programs/$APP_NAME
check_installed "$app" "C:\\users\\$user\\AppData\\Local\\Programs\\$APP_NAME" HKCU \
    "$profile/AppData/Roaming/Microsoft/Windows/Start Menu/Programs" "$profile/Desktop"
say "  upgrade: the same installer again over it, with a stray library of an older Qt"
stray=$app/_internal/PySide6/Qt6Obsolete.dll
echo stale >"$stray"
run_setup upgrade-user /CURRENTUSER "/TASKS=desktopicon,associate"
[ ! -e "$stray" ] || fail "an upgrade kept a library of the older version ($stray)"
check_installed "$app" "C:\\users\\$user\\AppData\\Local\\Programs\\$APP_NAME" HKCU \
    "$profile/AppData/Roaming/Microsoft/Windows/Start Menu/Programs" "$profile/Desktop"
make_player_files "$player"
uninstall "$app" uninstall-user
check_removed "$app" HKCU "$profile/AppData/Roaming/Microsoft/Windows/Start Menu/Programs" "$profile/Desktop"
for file in settings.json statistics.json "saves/autosave.$SAVE_EXTENSION"; do
    [ -f "$player/$file" ] || fail "the uninstaller deleted the player's $file"
done
say "  uninstalled: nothing left but the player's settings, statistics and saved games"

say "2. install for all users"
run_setup install-all /ALLUSERS "/TASKS=desktopicon,associate"
app="$WINEPREFIX/drive_c/Program Files/$APP_NAME"
public=$WINEPREFIX/drive_c/users/Public/Desktop
common_menu="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs"
check_installed "$app" "C:\\Program Files\\$APP_NAME" HKLM "$common_menu" "$public"
uninstall "$app" uninstall-all /DELETEPLAYERFILES
check_removed "$app" HKLM "$common_menu" "$public"
[ ! -e "$player" ] || fail "/DELETEPLAYERFILES left $player"
say "  uninstalled with /DELETEPLAYERFILES: the player's files are gone too"

say "passed: $(basename "$setup") compiled, installed, checked and uninstalled under Wine" \
    "(stand-in program: its size says nothing about the real installer's)"
