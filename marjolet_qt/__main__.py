"""``python -m marjolet_qt`` starts the game."""

import sys

from marjolet_qt.app.main import main

if __name__ == "__main__":
    sys.exit(main())
