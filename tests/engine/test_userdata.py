"""Where the player's files go: $LANTERN_DATA_DIR first, else the platform's data directory (platformdirs)."""
import os
import sys

import pytest

from engine import userdata


def test_lantern_data_dir_overrides_everything(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert userdata.data_dir() == str(tmp_path / "mine")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG layout is the Linux one")
def test_without_xdg_data_home_linux_uses_local_share_in_home(tmp_path, monkeypatch):
    monkeypatch.delenv("LANTERN_DATA_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert userdata.data_dir() == os.path.join(str(tmp_path), ".local", "share", "lantern")


def test_saved_layouts_live_under_the_data_directory(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    assert userdata.layouts_dir() == os.path.join(str(tmp_path), "layouts")
