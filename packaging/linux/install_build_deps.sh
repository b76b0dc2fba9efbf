#!/usr/bin/env bash
# Install, with apt-get, what building and checking the Linux package needs and the machine
# lacks: a C compiler (the compiled search), Xvfb (to launch the game without a screen),
# dpkg-dev (dpkg-shlibdeps computes the package's Depends), the libraries the frozen program
# takes from the system (dpkg-shlibdeps must find them), and the freedesktop validators used
# by test_deb.sh.
# Debian and Ubuntu; run as root (CI) or through sudo (GitHub runners). Idempotent and quick
# when everything is there already.
#
# --check (what `make dist` and `make deb` run first): when something is missing and this is
# not root, say in one line what to run and fail, before minutes of freezing end in a wall of
# dpkg-shlibdeps errors; as root, install it.
set -euo pipefail

check_only=false
[ "${1:-}" = --check ] && check_only=true
if ! command -v dpkg-query >/dev/null; then
    echo "the Linux package is built on Debian or Ubuntu (dpkg-dev, apt-get): this system has no dpkg" >&2
    exit 1
fi

# gcc compiles the opponent's search (tools/build_native.py), which the package must ship.
packages=(
    gcc xvfb dpkg-dev desktop-file-utils appstream shared-mime-info
    libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libx11-6 libx11-xcb1
    libxkbcommon0 libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0
    libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
    libwayland-client0 libwayland-cursor0 libwayland-egl1
)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if $check_only && [ "$(id -u)" != 0 ]; then
    echo "missing build packages (${missing[*]}): run sudo packaging/linux/install_build_deps.sh" >&2
    exit 1
fi
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
echo "install_build_deps: apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "${missing[@]}" >/tmp/install_build_deps.log 2>&1; then
    $sudo apt-get update >/dev/null
    $sudo apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 "${missing[@]}" >/tmp/install_build_deps.log 2>&1 \
        || { cat /tmp/install_build_deps.log; exit 1; }
fi
