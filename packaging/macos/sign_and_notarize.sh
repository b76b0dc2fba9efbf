#!/usr/bin/env bash
# Sign a Marjolet Qt .app or .dmg with a Developer ID and notarise it, when the secrets are
# there; otherwise say so and do nothing (the .app keeps PyInstaller's ad-hoc signature,
# which runs on the machine that built it and, after "Open" in the Finder's menu, elsewhere).
#
#     packaging/macos/sign_and_notarize.sh app "dist/Marjolet Qt.app"
#     packaging/macos/sign_and_notarize.sh dmg dist/marjolet-qt-<version>-macos-<arch>.dmg
#
# Signing (both needed):
#   MACOS_CERTIFICATE           base64 of the "Developer ID Application" certificate (.p12)
#   MACOS_CERTIFICATE_PASSWORD  its password
#   MACOS_CODESIGN_IDENTITY     optional; default: the first Developer ID Application identity
# Notarisation (dmg only; either an App Store Connect API key or an Apple ID):
#   MACOS_NOTARY_KEY (base64 of the .p8), MACOS_NOTARY_KEY_ID, MACOS_NOTARY_ISSUER
#   or MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_PASSWORD (app-specific), MACOS_NOTARY_TEAM_ID
set -euo pipefail
cd "$(dirname "$0")/../.."
kind=$1
target=$2
entitlements=packaging/macos/entitlements.plist

if [ -z "${MACOS_CERTIFICATE:-}" ] || [ -z "${MACOS_CERTIFICATE_PASSWORD:-}" ]; then
    echo "sign: no MACOS_CERTIFICATE secret, $target stays unsigned (ad-hoc); notarisation skipped"
    exit 0
fi

# A throw-away keychain holding the certificate, so the runner's login keychain is untouched.
keychain="$PWD/build/signing.keychain-db"
if [ ! -f "$keychain" ]; then
    mkdir -p build
    keychain_password=$(uuidgen)
    security create-keychain -p "$keychain_password" "$keychain"
    security set-keychain-settings -lut 21600 "$keychain"
    security unlock-keychain -p "$keychain_password" "$keychain"
    echo "$MACOS_CERTIFICATE" | base64 --decode >build/certificate.p12
    security import build/certificate.p12 -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" -T /usr/bin/codesign
    rm -f build/certificate.p12
    security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$keychain_password" "$keychain" >/dev/null
    # shellcheck disable=SC2046
    security list-keychains -d user -s "$keychain" $(security list-keychains -d user | tr -d '"')
fi
identity=${MACOS_CODESIGN_IDENTITY:-$(security find-identity -v -p codesigning "$keychain" | awk -F'"' '/Developer ID Application/ {print $2; exit}')}
[ -n "$identity" ] || { echo "sign: no Developer ID Application identity in the certificate" >&2; exit 1; }
sign() { codesign --force --timestamp --options runtime --keychain "$keychain" --sign "$identity" "$@"; }

case "$kind" in
    app)
        # Inside out: every loose Mach-O file, then each framework, then the bundle itself.
        while IFS= read -r -d '' file; do
            if file -b "$file" | grep -q "Mach-O"; then sign "$file"; fi
        done < <(find "$target/Contents" -type f ! -path "*.framework/*" -print0)
        while IFS= read -r -d '' framework; do
            sign "$framework"
        done < <(find "$target/Contents" -type d -name "*.framework" -prune -print0)
        sign --entitlements "$entitlements" "$target"
        codesign --verify --deep --strict --verbose=2 "$target"
        ;;
    dmg)
        sign "$target"
        if [ -n "${MACOS_NOTARY_KEY:-}" ]; then
            echo "$MACOS_NOTARY_KEY" | base64 --decode >build/notary-key.p8
            credentials=(--key build/notary-key.p8 --key-id "$MACOS_NOTARY_KEY_ID" --issuer "$MACOS_NOTARY_ISSUER")
        elif [ -n "${MACOS_NOTARY_APPLE_ID:-}" ]; then
            credentials=(--apple-id "$MACOS_NOTARY_APPLE_ID" --password "$MACOS_NOTARY_PASSWORD" --team-id "$MACOS_NOTARY_TEAM_ID")
        else
            echo "notarise: no MACOS_NOTARY_* secrets, $target is signed but not notarised"
            exit 0
        fi
        xcrun notarytool submit "$target" "${credentials[@]}" --wait --timeout 30m
        rm -f build/notary-key.p8
        xcrun stapler staple "$target"
        xcrun stapler validate "$target"
        spctl --assess --type open --context context:primary-signature --verbose "$target"
        ;;
    *)
        echo "usage: $0 app|dmg PATH" >&2
        exit 2
        ;;
esac
