"""The start-up seam (cogs/__init__.py): a module imported while it is open waits for its first attribute read."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import cogs

PACKAGE = "seamprobe"


@pytest.fixture
def package(tmp_path: Path) -> Iterator[Path]:
    """A package whose modules count their runs in ``seamprobe.RUNS`` (kept in ``sys`` to outlive them)."""
    root = tmp_path / PACKAGE
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("import sys\nsys.seamprobe_runs.append('package')\n")
    (root / "used.py").write_text("import sys\nsys.seamprobe_runs.append('used')\nVALUE = 7\n")
    (root / "broken.py").write_text("import sys\nsys.seamprobe_runs.append('broken')\nraise ValueError('no')\n")
    (root / "sub" / "__init__.py").write_text("import sys\nsys.seamprobe_runs.append('sub')\n")
    (root / "sub" / "leaf.py").write_text("import sys\nsys.seamprobe_runs.append('leaf')\nLEAF = 1\n")
    sys.seamprobe_runs = []  # type: ignore[attr-defined]  # the probe's own counter, read back below
    sys.path.insert(0, str(tmp_path))
    try:
        yield root
    finally:
        sys.path.remove(str(tmp_path))
        for name in [name for name in sys.modules if name == PACKAGE or name.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]
        del sys.seamprobe_runs  # type: ignore[attr-defined]  # the probe's own counter


def runs() -> list[str]:
    found: list[str] = sys.seamprobe_runs  # type: ignore[attr-defined]  # the probe's own counter
    return found


def test_a_module_imported_in_the_seam_runs_at_its_first_attribute_read(package: Path) -> None:
    with cogs.imported_on_first_use((PACKAGE,)):
        importlib.import_module(f"{PACKAGE}.used")
        importlib.import_module(f"{PACKAGE}.used")  # a second import reads __spec__ only
    used = sys.modules[f"{PACKAGE}.used"]
    assert runs() == [] and cogs.waiting(used) and cogs.waiting(sys.modules[PACKAGE])
    assert used.VALUE == 7
    assert runs() == ["used"] and not cogs.waiting(used)
    assert used.VALUE == 7 and runs() == ["used"]  # run once


def test_from_a_package_import_a_module_runs_the_package_only(package: Path) -> None:
    """« from package import module » reads the package's attribute: the package runs, the module waits."""
    with cogs.imported_on_first_use((PACKAGE,)):
        exec(f"from {PACKAGE} import used")
    assert runs() == ["package"] and cogs.waiting(sys.modules[f"{PACKAGE}.used"])


def test_a_module_under_a_waiting_package_leaves_the_package_waiting(package: Path) -> None:
    with cogs.imported_on_first_use((PACKAGE,)):
        importlib.import_module(f"{PACKAGE}.sub.leaf")
    assert runs() == []
    assert sys.modules[f"{PACKAGE}.sub.leaf"].LEAF == 1
    assert runs() == ["leaf"] and cogs.waiting(sys.modules[PACKAGE])


def test_outside_the_seam_or_its_list_a_module_runs_at_its_import(package: Path) -> None:
    with cogs.imported_on_first_use(("elsewhere",)):
        importlib.import_module(f"{PACKAGE}.used")
    assert runs() == ["package", "used"]
    importlib.import_module(f"{PACKAGE}.sub")
    assert runs() == ["package", "used", "sub"]


def test_a_module_that_fails_fails_at_its_first_use_as_at_an_import(package: Path) -> None:
    with cogs.imported_on_first_use((PACKAGE,)):
        broken = importlib.import_module(f"{PACKAGE}.broken")
    with pytest.raises(ValueError, match="no"):
        _ = broken.anything
    assert f"{PACKAGE}.broken" not in sys.modules  # the next import tries again, and fails again
    with pytest.raises(ValueError, match="no"):
        importlib.import_module(f"{PACKAGE}.broken")
    assert runs() == ["broken", "broken"]
