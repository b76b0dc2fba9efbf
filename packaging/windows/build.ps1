# Build the Windows installer of Marjolet Qt: venv, generated files, frozen program, its
# --smoke-test, then Inno Setup. Run from any folder:
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11 (the "py" launcher or python on the PATH; $env:PYTHON names another) and
# Inno Setup 6.3 or later (ISCC.exe on the PATH or in its default folder; `choco install
# innosetup` or `winget install JRSoftware.InnoSetup`). Output:
# dist\marjolet-qt-<version>-windows-x64-setup.exe. With -SetupOnly it stops after the venv
# and the generated files (what CI's test jobs need, as `make` does elsewhere).
param([switch]$SetupOnly)
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path (Join-Path $PSScriptRoot "..\.."))

function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $Arguments failed with status $LASTEXITCODE" }
}

$python = ".venv\Scripts\python.exe"
if (-not (Test-Path $python)) {
    if ($env:PYTHON) { Invoke-Checked $env:PYTHON @("-m", "venv", ".venv") }
    elseif (Get-Command py -ErrorAction SilentlyContinue) { Invoke-Checked py @("-3.11", "-m", "venv", ".venv") }
    else { Invoke-Checked python @("-m", "venv", ".venv") }
}
Invoke-Checked $python @("-m", "pip", "install", "--quiet", "--upgrade", "pip")
Invoke-Checked $python @("-m", "pip", "install", "--quiet", "-e", ".[test]", "pyinstaller>=6")

# What `make generated` does: compiled Qt resources and translations.
Invoke-Checked ".venv\Scripts\pyside6-rcc.exe" @("resources.qrc", "-o", "marjolet_qt\app\resources_rc.py")
Get-ChildItem marjolet_qt\i18n\*.ts | ForEach-Object {
    Invoke-Checked ".venv\Scripts\pyside6-lrelease.exe" @("-silent", $_.FullName, "-qm", ($_.FullName -replace "\.ts$", ".qm"))
}
# What `make native` does: the search's hot modules compiled with mypyc (MSVC here). The
# tests run on whatever builds; the installer must ship the compiled search.
$nativeArguments = @("tools\build_native.py")
if (-not $SetupOnly) { $nativeArguments += "--require" }
Invoke-Checked $python $nativeArguments
if ($SetupOnly) { exit 0 }

Invoke-Checked ".venv\Scripts\pyinstaller.exe" @("--noconfirm", "--log-level", "WARN", "--distpath", "dist",
    "--workpath", "build\pyinstaller", "packaging\marjolet-qt.spec")

# The frozen program must start: paint the table, let the computer move once, exit 0.
$started = Get-Date
$process = Start-Process -FilePath "dist\marjolet-qt\marjolet-qt.exe" -ArgumentList "--smoke-test" -Wait -PassThru
$seconds = ((Get-Date) - $started).TotalSeconds
if ($process.ExitCode -ne 0) { throw "smoke test failed with status $($process.ExitCode)" }
Write-Host ("smoke test passed: launch to exit {0:N2} s" -f $seconds)

$version = (& $python -c "import sys; sys.path.insert(0, 'packaging'); import appinfo; print(appinfo.VERSION)").Trim()
$iscc = (Get-Command iscc -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    foreach ($candidate in @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
                             "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe")) {
        if (Test-Path $candidate) { $iscc = $candidate; break }
    }
}
if (-not $iscc) {
    Write-Warning "Inno Setup 6 not found: the frozen program is in dist\marjolet-qt, no installer made"
    exit 0
}
Invoke-Checked $iscc @("/Q", "/DAppVersion=$version", "packaging\windows\marjolet-qt.iss")
Get-ChildItem dist\*-setup.exe | ForEach-Object { Write-Host ("{0}: {1:N1} MB" -f $_.Name, ($_.Length / 1MB)) }
