#!/usr/bin/env bash
# Run the frozen program's --smoke-test (start, paint the table once, let the computer move
# once, quit with status 0) on Linux, macOS or Windows (Git Bash), and print how long it took.
#
#     packaging/smoke_test.sh [PROGRAM]        (default: the frozen program in dist/)
#
# On Linux without a display it starts its own Xvfb (apt-get installs it when missing and
# this runs as root), so the real xcb platform plugin is what gets tested, as on a desktop.
# SMOKE_TIMEOUT (seconds, default 120) bounds the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."

system=$(uname -s)
program=${1:-}
if [ -z "$program" ]; then
    case "$system" in
        Darwin) program="dist/Marjolet Qt.app/Contents/MacOS/marjolet-qt" ;;
        MINGW* | MSYS* | CYGWIN*) program="dist/marjolet-qt/marjolet-qt.exe" ;;
        *) program="dist/marjolet-qt/marjolet-qt" ;;
    esac
fi
[ -x "$program" ] || { echo "smoke test: $program not found (build it with: make freeze)" >&2; exit 2; }
limit=${SMOKE_TIMEOUT:-120}

xvfb_pid=
cleanup() { if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi; }
trap cleanup EXIT
if [ "$system" = Linux ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    if ! command -v Xvfb >/dev/null; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
            echo "smoke test: installing xvfb"
            (apt-get install -y --no-install-recommends xvfb || { apt-get update && apt-get install -y --no-install-recommends xvfb; }) >/dev/null
        else
            echo "smoke test: no display and no Xvfb (apt-get install xvfb)" >&2
            exit 2
        fi
    fi
    display=99
    while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.05; done
    export DISPLAY=":$display"
    unset QT_QPA_PLATFORM
fi

now() { python3 -c 'import time; print(time.time())' 2>/dev/null || python -c 'import time; print(time.time())'; }
scratch=$(mktemp -d)
start=$(now)
# Watchdog rather than timeout(1), which macOS lacks.
"$program" --smoke-test >"$scratch/out" 2>&1 &
pid=$!
( sleep "$limit"; kill "$pid" 2>/dev/null ) &
watchdog=$!
status=0
wait "$pid" || status=$?
kill "$watchdog" 2>/dev/null || true
end=$(now)
sed 's/^/  | /' "$scratch/out"
rm -rf "$scratch"
elapsed=$(python3 -c "print(f'{$end - $start:.2f}')" 2>/dev/null || python -c "print(f'{$end - $start:.2f}')")
if [ "$status" -eq 0 ]; then
    echo "smoke test passed: $program (${DISPLAY:+DISPLAY=$DISPLAY, }launch to exit ${elapsed} s)"
else
    echo "smoke test FAILED: $program exited with status $status after ${elapsed} s" >&2
    exit 1
fi
