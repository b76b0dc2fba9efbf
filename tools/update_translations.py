"""Bring the translation catalogues up to date with the sources (``make translations``).

``pyside6-lupdate`` finds every ``tr()`` and ``translate()`` in the package and adds the
new texts to each ``.ts`` file, drops the ones no source uses any more, and refreshes the
locations. But its Python parser does not see that ``translate(context, text, None, n)``
is a plural (numerus) message: run alone, it turns every plural the catalogue has into an
ordinary message and keeps only the first of its forms ("1 carte" for every count). This
script runs it, then gives each message whose text counts (``%n``, ``%Ln``) its plural forms
back: the ones the catalogue had before, or empty ones to translate.

Run: ``python tools/update_translations.py [CATALOGUE.ts ...] [--sources FILE.py ...]``
(by default every catalogue under ``marjolet_qt/i18n/`` and every module of the package
but the compiled resources). It exits non-zero, the catalogues untouched, if lupdate fails.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "marjolet_qt"
#: Generated from the Qt resources, never read for texts.
GENERATED = {"resources_rc.py"}

CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
MESSAGE = re.compile(
    r"(?P<indent>[ \t]*)<message(?P<attributes>[^>]*)>(?P<body>.*?)</message>", re.S
)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION = re.compile(r"(?P<indent>[ \t]*)<translation[^>]*?(?:/>|>.*?</translation>)", re.S)
#: Qt's placeholders for the count of a plural message (``%Ln``: in the locale's digits).
COUNTS = re.compile(r"%L?n")
FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.S)
#: lupdate takes ``#:`` comments for notes to the translator; in this package they are
#: the attributes' documentation (Sphinx's convention), which it glued together and
#: pinned to the next text it found ("Cancel" carried five unrelated paragraphs).
EXTRACOMMENT = re.compile(r"[ \t]*<extracomment>.*?</extracomment>\n?", re.S)
#: The forms a new plural message gets: French and English have two (a catalogue in a
#: language with more would need Qt's count for it here).
PLURAL_FORMS = 2

Key = tuple[str, str, str]


def sources() -> list[Path]:
    """The package's modules whose texts are translated."""
    return sorted(path for path in PACKAGE.rglob("*.py") if path.name not in GENERATED)


def lupdate() -> str:
    """The lupdate PySide6 installs beside this Python (or on the PATH)."""
    name = "pyside6-lupdate" + (".exe" if os.name == "nt" else "")
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit("update_translations: pyside6-lupdate not found (install PySide6)")
    return found


def messages(text: str) -> dict[Key, str]:
    """Each message of a catalogue by (context, source, disambiguation), unescaped, with
    its whole ``<message>`` element as written."""
    found: dict[Key, str] = {}
    for context in CONTEXT.finditer(text):
        name = html.unescape(context.group(1))
        for message in MESSAGE.finditer(context.group(2)):
            found[key(name, message.group("body"))] = message.group(0)
    return found


def key(context: str, body: str) -> Key:
    """A message's identity: its context, its source text and its disambiguation."""
    source = SOURCE.search(body)
    comment = COMMENT.search(body)
    return (
        context,
        html.unescape(source.group(1)) if source else "",
        html.unescape(comment.group(1)) if comment else "",
    )


def restore_plurals(updated: str, before: str) -> tuple[str, int]:
    """``updated`` (lupdate's output) with every message that counts (``%n``) made a
    plural again, with the forms it had in ``before`` when it had them; and how many
    messages were mended."""
    previous = messages(before)
    mended = 0

    def mend_context(context: re.Match[str]) -> str:
        name = html.unescape(context.group(1))

        def mend(message: re.Match[str]) -> str:
            nonlocal mended
            body = message.group("body")
            identity = key(name, body)
            if not COUNTS.search(identity[1]) or 'numerus="yes"' in message.group("attributes"):
                return message.group(0)
            mended += 1
            old = previous.get(identity, "")
            old_translation = TRANSLATION.search(old) if FORM.search(old) else None
            here = TRANSLATION.search(body)
            indent = here.group("indent") if here else " " * 8
            if old_translation is not None:
                translation = old_translation.group(0).lstrip()
            else:
                inner = "".join(
                    f"\n{indent}    <numerusform></numerusform>" for _ in range(PLURAL_FORMS)
                )
                translation = f'<translation type="unfinished">{inner}\n{indent}</translation>'
            if here is None:
                body = body.rstrip() + f"\n{indent}{translation}\n{message.group('indent')}"
            else:
                body = body[: here.start()] + indent + translation + body[here.end() :]
            attributes = message.group("attributes") + ' numerus="yes"'
            return f"{message.group('indent')}<message{attributes}>{body}</message>"

        whole = context.group(0)
        start = context.start(2) - context.start(0)
        end = context.end(2) - context.start(0)
        return whole[:start] + MESSAGE.sub(mend, context.group(2)) + whole[end:]

    return CONTEXT.sub(mend_context, updated), mended


def update(catalogue: Path, modules: list[Path]) -> int:
    """Update one catalogue in place; the number of plurals mended."""
    before = catalogue.read_text(encoding="utf-8") if catalogue.exists() else ""
    # lupdate writes into a copy beside the catalogue (so that its locations are the
    # catalogue's), which replaces it only once mended.
    work = catalogue.with_name(f".{catalogue.stem}.updating.ts")
    if catalogue.exists():
        shutil.copyfile(catalogue, work)
    try:
        result = subprocess.run(
            [lupdate(), "-no-obsolete", *map(str, modules), "-ts", str(work)],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise SystemExit(
                f"update_translations: lupdate failed on {catalogue}:\n{result.stderr}"
            )
        text, mended = restore_plurals(work.read_text(encoding="utf-8"), before)
        text = EXTRACOMMENT.sub("", text)
        work.write_text(text, encoding="utf-8")
        os.replace(work, catalogue)
    finally:
        work.unlink(missing_ok=True)
    return mended


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalogues", nargs="*", type=Path, help="the .ts files")
    parser.add_argument("--sources", nargs="+", type=Path, help="the modules to read")
    args = parser.parse_args(argv)
    catalogues = args.catalogues or sorted((PACKAGE / "i18n").glob("*.ts"))
    modules = args.sources or sources()
    for catalogue in catalogues:
        mended = update(catalogue, modules)
        print(f"{catalogue}: {mended} plural message(s) kept plural")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
