"""Screenshots of the real window: ``make screenshots`` (issue #14).

Renders the game window on Qt's offscreen platform in a crowded mid-round position
(:mod:`marjolet_qt.app.showcase`: the second round, full hands, both meld rows, the
computer's lead on the table and a hint shown) at several window sizes, at device pixel
ratios 1 and 2, in English and French, for Marjolet and Bésigue::

    .venv/bin/python tools/screenshots.py            # the whole matrix, build/screenshots/
    .venv/bin/python tools/screenshots.py --readme   # also the README's few, docs/screenshots/

Each device pixel ratio runs in a child process of its own: Qt reads ``QT_SCALE_FACTOR``
once, when the application starts. The README keeps only four small images (1280×820 at
ratio 1, both games, both languages); the matrix is for looking at, never committed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = ((800, 600), (1280, 820), (1920, 1080), (2560, 1440))
RATIOS = (1, 2)
LANGUAGES = ("en", "fr")
GAMES = ("marjolet", "besigue")
MATRIX_DIR = ROOT / "build" / "screenshots"
README_DIR = ROOT / "docs" / "screenshots"
README_SIZE = (1280, 820)


def shoot(out: Path, ratio: int, sizes: list[tuple[int, int]], readme: bool) -> list[Path]:
    """In this process (``QT_SCALE_FACTOR`` already set): every game, language and size."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: PLC0415
    from PySide6.QtGui import QImage  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from marjolet_qt.app.i18n import install_translator  # noqa: PLC0415
    from marjolet_qt.app.settings import Settings  # noqa: PLC0415
    from marjolet_qt.app.showcase import mid_round_match  # noqa: PLC0415
    from marjolet_qt.app.window import MainWindow  # noqa: PLC0415
    from marjolet_qt.engine.rules import RuleSet  # noqa: PLC0415

    app = QApplication.instance() or QApplication(sys.argv[:1])
    written: list[Path] = []

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    with tempfile.TemporaryDirectory() as data:
        for language in LANGUAGES:
            install_translator(app, language)
            for game in GAMES:
                settings = Settings(
                    rules=RuleSet.from_preset(game),
                    language=language,
                    level="medium",
                    animation_speed="off",
                    hard_think_time=0.25,
                )
                window = MainWindow(settings, None, seed=1, data_dir=Path(data), autosave=False)
                window.resize(*sizes[0])
                window.show()
                window.model.load_game(mid_round_match(game), "medium")
                wait(50)
                for width, height in sizes:
                    window.resize(width, height)
                    wait(300)  # the resize settles
                    # A hint for each size: its banner and status line fade after a while,
                    # longer than a loaded machine may take over the sizes before.
                    hinted = QEventLoop()
                    window.model.hintReady.connect(hinted.quit)
                    QTimer.singleShot(20_000, hinted.quit)
                    window.hint()
                    hinted.exec()
                    window.model.hintReady.disconnect(hinted.quit)
                    wait(450)  # the banner fades in
                    name = f"{game}-{language}-{width}x{height}@{ratio}x.png"
                    path = out / name
                    window.grab().save(str(path))
                    written.append(path)
                    if readme and ratio == 1 and (width, height) == README_SIZE:
                        # 256 colours, no dithering: the baize turns flat, the cards and
                        # text stay sharp, and the file is a tenth of the full one.
                        small = README_DIR / f"{game}-{language}.png"
                        image = (
                            window.grab()
                            .toImage()
                            .convertToFormat(
                                QImage.Format.Format_Indexed8,
                                Qt.ImageConversionFlag.ThresholdDither,
                            )
                        )
                        # PySide6's stub wants bytes for the format; the binding takes str only.
                        image.save(str(small), "PNG", 0)  # type: ignore[call-overload]
                        written.append(small)
                window.model.shutdown()
                window.close()
                window.deleteLater()
                wait(20)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=MATRIX_DIR)
    parser.add_argument("--readme", action="store_true", help="also write docs/screenshots/")
    parser.add_argument("--ratio", type=int, help=argparse.SUPPRESS)  # the child's own
    parser.add_argument(
        "--size",
        action="append",
        metavar="WxH",
        help="only these window sizes (default: 800x600 1280x820 1920x1080 2560x1440)",
    )
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size] if args.size else SIZES
    args.out.mkdir(parents=True, exist_ok=True)
    if args.readme:
        README_DIR.mkdir(parents=True, exist_ok=True)
    if args.ratio is not None:
        for path in shoot(args.out, args.ratio, list(sizes), args.readme):  # type: ignore[arg-type]
            print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        return 0
    status = 0
    for ratio in RATIOS:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": str(ratio)}
        command = [sys.executable, __file__, "--ratio", str(ratio), "--out", str(args.out)]
        command += [f"--size={w}x{h}" for w, h in sizes]
        command += ["--readme"] if args.readme else []
        status |= subprocess.run(command, env=env, check=False, cwd=ROOT).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
