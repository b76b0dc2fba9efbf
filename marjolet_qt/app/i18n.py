"""The interface language: which translation to load, and switching it at run time.

The source texts are English; French comes from ``marjolet_qt/i18n/marjolet_fr.qm``
(built from the ``.ts`` file by ``make generated``) plus Qt's own ``qtbase_fr`` for the
standard buttons and dialogs. Installing a language removes the previous translators
first, so every widget receives ``QEvent.LanguageChange`` and rewords itself
(``changeEvent`` → ``retranslate_ui``) without a restart.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

log = logging.getLogger(__name__)

#: Languages with an interface, source language first.
LANGUAGES: tuple[str, ...] = ("en", "fr")
CATALOGUE = "marjolet"

_installed: list[QTranslator] = []

# Qt's own words its French catalogue lacks: the file dialog Qt draws itself (on Linux,
# where the desktop offers none) typed every folder "Folder" in a French window. Marked
# here for lupdate, they are translated in the game's catalogue, which Qt asks once its
# own has no answer (see install_translator), whatever the disambiguation Qt asks with.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)


def translations_dir() -> Path:
    """Where the compiled ``.qm`` files are, from a checkout, a wheel or a frozen build."""
    here = Path(__file__).resolve().parent.parent / "i18n"
    if here.is_dir():
        return here
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller unpacks data files here
    if bundle:
        return Path(bundle) / "marjolet_qt" / "i18n"
    return here


def system_language() -> str:
    """The interface language the system asks for: French if it is French, else English."""
    locale = QLocale.system()
    preferred = [*locale.uiLanguages(), locale.name()][0]
    return "fr" if preferred.lower().startswith("fr") else "en"


def resolve_language(language: str) -> str:
    """``system`` → the system's language; an unknown code → English."""
    if language == "system":
        return system_language()
    return language if language in LANGUAGES else "en"


def available_languages() -> tuple[str, ...]:
    """The languages that can be shown now: English, and those whose ``.qm`` is built."""
    folder = translations_dir()
    return tuple(
        code for code in LANGUAGES if code == "en" or (folder / f"{CATALOGUE}_{code}.qm").is_file()
    )


def current_language() -> str:
    """The language of the translators installed last ("en" when none is)."""
    for translator in _installed:
        if translator.objectName().startswith(CATALOGUE + "_"):
            return translator.objectName().removeprefix(CATALOGUE + "_")
    return "en"


def install_translator(app: QCoreApplication, language: str) -> None:
    """Show the interface in ``language`` ("system", "en" or "fr"), now.

    A missing translation file is logged and the interface stays in English: the game
    must start whatever happened to its data files.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = resolve_language(language)
    QLocale.setDefault(QLocale(code))
    if code == "en":
        return
    own = QTranslator(app)
    own.setObjectName(f"{CATALOGUE}_{code}")
    if own.load(f"{CATALOGUE}_{code}", str(translations_dir())):
        _installed.append(own)
    else:
        log.warning("no translation %s_%s.qm in %s", CATALOGUE, code, translations_dir())
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    base = QTranslator(app)
    base.setObjectName(f"qtbase_{code}")
    if base.load(f"qtbase_{code}", qt_folder):
        _installed.append(base)
    for translator in _installed:
        app.installTranslator(translator)


__all__ = [
    "LANGUAGES",
    "available_languages",
    "current_language",
    "install_translator",
    "resolve_language",
    "system_language",
]
