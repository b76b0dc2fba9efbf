#!/usr/bin/env bash
# The installer figures of docs/benchmarks.md ("Installers"): size of the .deb, size of the
# installed folder, and the time from launching the installed game to the end of its
# --smoke-test (which paints the table, lets the computer move once and quits, so the first
# painted table comes before that), RUNS times under Xvfb.
#
#     sudo packaging/linux/measure.sh [DEB] [RUNS]      (installs the package, then purges it)
set -euo pipefail
cd "$(dirname "$0")/../.."
newest_deb() { find dist -maxdepth 1 -name 'marjolet-qt_*.deb' -printf '%T@ %p\n' | sort -nr | head -n1 | cut -d' ' -f2-; }
DEB=$(realpath "${1:-$(newest_deb)}")
RUNS=${2:-10}
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 2; }

printf 'deb: %s\n  size: %s bytes (%.1f MB)\n' "$(basename "$DEB")" "$(stat -c %s "$DEB")" \
    "$(python3 -c "print($(stat -c %s "$DEB") / 1e6)")"
DEBIAN_FRONTEND=noninteractive apt-get install -y -o DPkg::Lock::Timeout=300 "$DEB" >/dev/null
trap 'apt-get remove --purge -y -o DPkg::Lock::Timeout=300 marjolet-qt >/dev/null 2>&1 || true' EXIT
printf 'installed folder /opt/marjolet-qt: %s bytes (%.1f MB), %s on disk, %s files\n' \
    "$(du -sb /opt/marjolet-qt | cut -f1)" "$(python3 -c "print($(du -sb /opt/marjolet-qt | cut -f1) / 1e6)")" \
    "$(du -sh /opt/marjolet-qt | cut -f1)" "$(find /opt/marjolet-qt -type f | wc -l)"

display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; apt-get remove --purge -y -o DPkg::Lock::Timeout=300 marjolet-qt >/dev/null 2>&1 || true' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.05; done
home=$(mktemp -d)
times=()
for run in $(seq "$RUNS"); do
    start=$(date +%s.%N)
    line=$(cd / && env -u QT_QPA_PLATFORM DISPLAY=":$display" HOME="$home" XDG_CONFIG_HOME="$home/c" \
        XDG_DATA_HOME="$home/d" marjolet-qt --smoke-test 2>/dev/null | grep "smoke test")
    end=$(date +%s.%N)
    wall=$(python3 -c "print(f'{$end - $start:.2f}')")
    times+=("$wall")
    printf '  run %2d: launch to exit %s s   (game: %s)\n' "$run" "$wall" "$line"
done
rm -rf "$home"
python3 - "${times[@]}" <<'EOF'
import statistics, sys
t = sorted(map(float, sys.argv[1:]))
print(f"launch to exit over {len(t)} runs: median {statistics.median(t):.2f} s, "
      f"worst {t[-1]:.2f} s, best {t[0]:.2f} s")
EOF
