# Install the real Windows installer silently for the current user, launch the installed game's
# --smoke-test, uninstall, and check that nothing is left but the player's own files. The CI
# workflow runs it on a Windows runner after build.ps1; check_installer.sh does the same checks
# under Wine with a stand-in program.
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\test_installer.ps1 [SETUP.exe]
param([string]$Setup)
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path (Join-Path $PSScriptRoot "..\.."))

if (-not $Setup) { $Setup = (Get-ChildItem dist\*-setup.exe)[0].FullName }
$dir = Join-Path $env:LOCALAPPDATA "Programs\Marjolet Qt"
$menu = Join-Path $env:APPDATA "Microsoft\Windows\Start Menu\Programs\Marjolet Qt.lnk"
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\{7BEFC14C-AE77-4200-8C6C-6B298863644D}_is1"
$player = Join-Path $env:LOCALAPPDATA "marjolet-qt"

$p = Start-Process $Setup -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", "/NORESTART", "/TASKS=desktopicon,associate" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "setup failed: $($p.ExitCode)" }
if (-not (Test-Path "$dir\marjolet-qt.exe")) { throw "not installed in $dir" }
if (-not (Test-Path $menu)) { throw "no Start-menu shortcut" }
$assoc = (Get-ItemProperty "HKCU:\Software\Classes\.marjolet").'(default)'
if ($assoc -ne "MarjoletQt.SavedGame") { throw ".marjolet is not associated ($assoc)" }
if ((Get-ItemProperty $uninstallKey).DisplayName -ne "Marjolet Qt") { throw "no uninstall entry" }

$p = Start-Process "$dir\marjolet-qt.exe" -ArgumentList "--smoke-test" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "installed program: smoke test failed ($($p.ExitCode))" }

New-Item -ItemType Directory -Force "$player\saves" | Out-Null
Set-Content "$player\saves\test-kept.marjolet" "{}"
$p = Start-Process "$dir\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "uninstall failed: $($p.ExitCode)" }
Start-Sleep -Seconds 5  # the uninstaller finishes deleting itself from a copy
if (Test-Path $dir) { Get-ChildItem -Recurse $dir; throw "$dir left behind" }
if (Test-Path $menu) { throw "Start-menu shortcut left behind" }
if (Test-Path "HKCU:\Software\Classes\MarjoletQt.SavedGame") { throw "file type left behind" }
if (Test-Path "HKCU:\Software\Classes\.marjolet") { throw ".marjolet key left behind" }
if (Test-Path $uninstallKey) { throw "uninstall entry left behind" }
if (-not (Test-Path "$player\saves\test-kept.marjolet")) { throw "the uninstaller deleted the player's files" }
Remove-Item "$player\saves\test-kept.marjolet"
Write-Host "installed, launched and uninstalled cleanly; the player's files kept"
