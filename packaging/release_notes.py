#!/usr/bin/env python3
"""Print the release notes of one version: its section of CHANGELOG.md.

    python packaging/release_notes.py [VERSION]     (default: the version of the sources)

The release workflow publishes the output as the body of the GitHub release. It fails (status
1, with the reason) when CHANGELOG.md has no section for the version, or an empty one.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo

CHANGELOG = appinfo.REPO_ROOT / "CHANGELOG.md"


def section(text: str, version: str) -> str | None:
    """The body under ``## <version>`` (up to the next ``## `` heading), or None."""
    heading = re.compile(rf"^## \[?{re.escape(version)}\]?(?:\s|$)")
    lines = text.splitlines()
    for start, line in enumerate(lines):
        if heading.match(line):
            body = []
            for following in lines[start + 1 :]:
                if following.startswith("## "):
                    break
                body.append(following)
            return "\n".join(body).strip()
    return None


def main(argv: list[str]) -> int:
    version = argv[0] if argv else appinfo.VERSION
    notes = section(CHANGELOG.read_text(encoding="utf-8"), version)
    if not notes:
        print(
            f"CHANGELOG.md has no notes for {version}: add a '## {version} — <date>' section",
            file=sys.stderr,
        )
        return 1
    print(notes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
