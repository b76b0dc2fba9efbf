"""Screenshots of the review of a round (#18), in English and French.

Plays one round of Marjolet in the real window on Qt's offscreen platform (the player's
side by a plausible rule: every meld declared, otherwise a random legal card, so that
the review has mistakes to show), opens *Review this round* from the round summary with
the computer's decisions ticked, waits for the whole review with the default settings,
and saves the dialog as ``docs/screenshots/review-LANG.png``::

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/review_screenshots.py [--seed N]

The French file needs the compiled translations (``make generated``).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"


def main() -> None:
    from PySide6.QtCore import QEventLoop, QTimer  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from marjolet_qt.app.dialogs.review import ReviewDialog  # noqa: PLC0415
    from marjolet_qt.app.dialogs.round_summary import RoundSummaryDialog  # noqa: PLC0415
    from marjolet_qt.app.i18n import install_translator  # noqa: PLC0415
    from marjolet_qt.app.settings import Settings  # noqa: PLC0415
    from marjolet_qt.app.window import MainWindow  # noqa: PLC0415
    from marjolet_qt.engine.actions import ActionKind  # noqa: PLC0415

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    kept = []  # windows stay referenced until the end (no deletion mid-loop)
    for language in ("en", "fr"):
        install_translator(app, language)
        with tempfile.TemporaryDirectory() as data:
            settings = Settings(level="medium", animation_speed="off", auto_continue=False)
            window = MainWindow(settings, seed=args.seed, data_dir=Path(data), autosave=False)
            window.show()
            window.start(first_dealer=1)
            model = window.model
            rng = random.Random(args.seed)
            while not model.round.is_over():
                wait(20)
                if model.is_human_turn():
                    legal = model.human_legal_actions()
                    melds = [a for a in legal if a.kind == ActionKind.MELD]
                    plays = [a for a in legal if a.kind == ActionKind.PLAY]
                    model.play_human(melds[0] if melds else rng.choice(plays or legal))
            while not isinstance(window.active_dialog, RoundSummaryDialog):
                wait(50)
            summary = window.active_dialog
            summary.review_button.click()
            dialog = summary.findChildren(ReviewDialog)[0]
            dialog.computer_box.setChecked(True)
            while dialog.running:
                wait(100)
            worst = dialog.worst()
            if worst is not None:
                dialog.select(worst.index)
            wait(300)
            path = OUT / f"review-{language}.png"
            dialog.grab().save(str(path))
            print(path)
            dialog.close()
            window.close()
            kept.append(window)


if __name__ == "__main__":
    main()
