; Inno Setup 6 script of the Marjolet Qt installer for Windows (x64).
;
;   iscc /DAppVersion=0.1.0 packaging\windows\marjolet-qt.iss     (or: make dist, build.ps1)
;
; Input: the frozen program dist\marjolet-qt\ (PyInstaller, packaging\marjolet-qt.spec) and
; build\icons\marjolet-qt.ico (packaging\make_icons.py). Output:
; dist\marjolet-qt-<version>-windows-x64-setup.exe.
;
; The player chooses, in the first page, to install for themselves (no administrator rights,
; into %LOCALAPPDATA%\Programs) or for every user of the computer (Program Files). The
; installer adds a Start-menu shortcut, an optional desktop shortcut, opens .marjolet saved
; games with the game, and registers an uninstaller that removes all of it. The players'
; own files (settings, saved games, statistics in %LOCALAPPDATA%\marjolet-qt) are theirs
; and stay.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Marjolet Qt"
#define AppExe "marjolet-qt.exe"
#define AppPublisher "Marjolet Qt developers"
#define AppURL "https://github.com/marjolet-qt/marjolet-qt"
#define ProgId "MarjoletQt.SavedGame"
#define Root "..\.."

[Setup]
; AppId identifies the product for upgrades and uninstall: never change it.
AppId={{7BEFC14C-AE77-4200-8C6C-6B298863644D}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}/issues
AppUpdatesURL={#AppURL}/releases
AppCopyright=Copyright (C) {#AppPublisher}. GPL-3.0-or-later.
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default, all users if the player picks it (then Windows asks for elevation).
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
CloseApplications=yes
RestartApplications=no
SetupIconFile={#Root}\build\icons\marjolet-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
OutputDir={#Root}\dist
OutputBaseFilename=marjolet-qt-{#AppVersion}-windows-x64-setup

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
en.SavedGame=Marjolet saved game
fr.SavedGame=Partie de marjolet enregistrée
en.AssociateFiles=Open .marjolet saved games with {#AppName}
fr.AssociateFiles=Ouvrir les parties enregistrées .marjolet avec {#AppName}

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssociateFiles}"; GroupDescription: "{cm:AssocFileExtension,{#AppName},.marjolet}"

[Files]
Source: "{#Root}\dist\marjolet-qt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole program: no library of an older Qt may stay beside the new one.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Marjolet, the card game, against the computer"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .marjolet -> MarjoletQt.SavedGame, in HKCU for a per-user install and HKLM for all users
; (HKA). Each value or key is removed by the uninstaller, and only if it is still ours.
Root: HKA; Subkey: "Software\Classes\.marjolet"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.marjolet"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-marjolet-save"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.marjolet\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:SavedGame}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: associate
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".marjolet"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the program's own folder, and only once empty: never a folder the player chose that
; holds other things.
Type: dirifempty; Name: "{app}"
