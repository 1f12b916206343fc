"""The Linux menu entry: build_scripts/install_desktop_entry.py writes a .desktop file pointing at the
built executable and the app icon into the user's XDG data folder (no build needed for this test)."""
from __future__ import annotations

import configparser
import importlib.util

import pytest

from .conftest import ROOT


def _module():
    spec = importlib.util.spec_from_file_location("install_desktop_entry",
                                                  ROOT / "build_scripts" / "install_desktop_entry.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _entry(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_entry_and_icons_under_xdg_data_home_and_uninstall_removes_them(tmp_path, monkeypatch):
    mod = _module()
    exe = tmp_path / "dist" / "GreatWesternTrail" / "GreatWesternTrail"
    exe.parent.mkdir(parents=True)
    exe.write_bytes(b"")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    mod.main(["--exe", str(exe)])
    entry_path = tmp_path / "share" / "applications" / "gwt-desktop.desktop"
    entry = _entry(entry_path)
    assert entry["Type"] == "Application" and entry["Exec"] == str(exe.resolve())
    assert entry["Icon"] == "gwt-desktop" and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == "GreatWesternTrail"  # SDL names the window after the executable
    for n in (256, 64, 32):
        icon = tmp_path / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "gwt-desktop.png"
        assert icon.read_bytes() == (ROOT / "art" / "ui" / f"app_icon_{n}.png").read_bytes()
    mod.main(["--uninstall"])
    assert not entry_path.exists() and not list((tmp_path / "share" / "icons").rglob("*.png"))


def test_exec_value_quotes_paths_with_spaces_and_escapes_as_the_spec_asks(tmp_path):
    mod = _module()
    assert mod.exec_value(tmp_path / "plain") == str(tmp_path / "plain")
    assert mod.exec_value("/home/a b/Great$Trail") == '"/home/a b/Great\\\\$Trail"'


def test_install_refuses_a_missing_executable(tmp_path, monkeypatch):
    mod = _module()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    with pytest.raises(SystemExit, match="build the app first"):
        mod.main(["--exe", str(tmp_path / "nothing")])
    assert not (tmp_path / "share").exists()
