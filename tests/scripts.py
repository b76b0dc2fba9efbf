"""The repository's scripts (``benchmarks/``, ``tools/``, ``packaging/``) loaded as modules
for the tests: they are not a package, and each is loaded once."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def script(relative: str) -> ModuleType:
    """The script at ``relative`` (``"tools/update_translations.py"``) as a module."""
    key = "_marjolet_script_" + relative.removesuffix(".py").replace("/", "_")
    found = sys.modules.get(key)
    if found is not None:
        return found
    spec = importlib.util.spec_from_file_location(key, ROOT / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module
