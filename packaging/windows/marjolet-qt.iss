; Inno Setup 6 script of the Marjolet Qt installer for Windows (x64).
;
;   iscc /DAppVersion=0.1.0 packaging\windows\marjolet-qt.iss     (or: make dist, build.ps1)
;
; Input: the frozen program dist\marjolet-qt\ (PyInstaller, packaging\marjolet-qt.spec) and
; build\icons\marjolet-qt.ico (packaging\make_icons.py). Output:
; dist\marjolet-qt-<version>-windows-x64-setup.exe. AppVersion has no default: it comes from
; the one place that holds the version (packaging\appinfo.py reads marjolet_qt\__init__.py),
; and build.ps1 and check_installer.sh pass it. FrozenDir and OutputDir may be given too
; (check_installer.sh compiles a stand-in folder under Wine into build\).
;
; The player chooses, in the first page, to install for themselves (no administrator rights,
; into %LOCALAPPDATA%\Programs) or for every user of the computer (Program Files). The
; installer adds a Start-menu shortcut, an optional desktop shortcut, opens .marjolet saved
; games with the game, and registers an uninstaller that removes all of it. The players'
; own files (settings, saved games, statistics in %LOCALAPPDATA%\marjolet-qt) are theirs
; and stay: the uninstaller offers to delete them (default: no), and a silent uninstall
; keeps them unless given /DELETEPLAYERFILES.

#ifndef AppVersion
  #error AppVersion is not set: iscc /DAppVersion=<the version of packaging\appinfo.py>
#endif
#define AppName "Marjolet Qt"
#define AppExe "marjolet-qt.exe"
#define AppPublisher "Marjolet Qt developers"
#define AppURL "https://github.com/marjolet-qt/marjolet-qt"
#define ProgId "MarjoletQt.SavedGame"
#define PlayerFiles "marjolet-qt"
#define Root "..\.."
#ifndef FrozenDir
  #define FrozenDir Root + "\dist\marjolet-qt"
#endif
#ifndef OutputDir
  #define OutputDir Root + "\dist"
#endif

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
; {autopf}: Program Files for all users, {userpf} (%LOCALAPPDATA%\Programs) for one (see [Code]).
DefaultDirName={code:DefaultDirName}
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
OutputDir={#OutputDir}
OutputBaseFilename=marjolet-qt-{#AppVersion}-windows-x64-setup

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
en.SavedGame=Marjolet saved game
fr.SavedGame=Partie de marjolet enregistrée
en.AssociateFiles=Open .marjolet saved games with {#AppName}
fr.AssociateFiles=Ouvrir les parties enregistrées .marjolet avec {#AppName}
en.DeletePlayerFiles=Also delete your settings, saved games and statistics?%n%n%1%n%nChoose No to keep them for a later installation.
fr.DeletePlayerFiles=Supprimer aussi vos réglages, parties enregistrées et statistiques ?%n%n%1%n%nChoisissez Non pour les garder pour une installation ultérieure.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssociateFiles}"; GroupDescription: "{cm:AssocFileExtension,{#AppName},.marjolet}"

[Files]
Source: "{#FrozenDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole program: no library of an older Qt may stay beside the new one.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Marjolet, the card game, against the computer"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .marjolet -> MarjoletQt.SavedGame, in HKCU for a per-user install and HKLM for all users
; (HKA). Each value or key is removed by the uninstaller, and only if it is still ours; the
; .marjolet keys go too once empty (packaging/windows/check_installer.sh found them left).
Root: HKA; Subkey: "Software\Classes\.marjolet"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.marjolet"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-marjolet-save"; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.marjolet\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: associate
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

[Code]
// {autopf}, written out: Wine knows no FOLDERID_UserProgramFiles, and Setup stops with
// "Failed to expand shell folder constant" there (Linux players installing under Wine or
// Proton, and packaging/windows/check_installer.sh). Windows' own default is that folder.
function DefaultDirName(Param: String): String;
begin
  if IsAdminInstallMode() then
    Result := ExpandConstant('{commonpf}\{#AppName}')
  else begin
    try
      Result := ExpandConstant('{userpf}\{#AppName}');
    except
      Result := ExpandConstant('{localappdata}\Programs\{#AppName}');
    end;
  end;
end;

// The player's own files (platformdirs' folder for settings, saves and statistics) stay
// unless the player says otherwise: a question in an interactive uninstall (default No),
// /DELETEPLAYERFILES on the command line of a silent one.
function DeletePlayerFilesAsked(): Boolean;
var
  I: Integer;
begin
  Result := False;
  for I := 1 to ParamCount do
    if CompareText(ParamStr(I), '/DELETEPLAYERFILES') = 0 then
      Result := True;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Folder: String;
begin
  if CurUninstallStep <> usPostUninstall then
    Exit;
  Folder := ExpandConstant('{localappdata}\{#PlayerFiles}');
  if not DirExists(Folder) then
    Exit;
  if DeletePlayerFilesAsked() or
     (not UninstallSilent() and
      (MsgBox(FmtMessage(CustomMessage('DeletePlayerFiles'), [Folder]), mbConfirmation,
              MB_YESNO or MB_DEFBUTTON2) = IDYES)) then
    DelTree(Folder, True, True, True);
end;
