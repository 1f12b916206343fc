"""The Windows .ico and macOS .icns the spec gives the executable: valid containers around the
shipped PNG icons (checked here on any system, since CI builds only the Linux app)."""
from __future__ import annotations

import importlib.util
import struct

from .conftest import ROOT


def _module():
    spec = importlib.util.spec_from_file_location("app_icons", ROOT / "build_scripts" / "app_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ico_directory_points_at_each_png_with_its_size(tmp_path):
    mod = _module()
    ico = mod.icon_for("win32", tmp_path).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    for k, path in enumerate(mod.ICON_PNGS):
        png = path.read_bytes()
        w, h, _, _, planes, bpp, size, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * k: 22 + 16 * k])
        assert ico[offset:offset + size] == png
        assert (w or 256, h or 256) == mod.png_size(png) and (planes, bpp) == (1, 32)


def test_icns_length_and_entries_hold_the_pngs(tmp_path):
    mod = _module()
    icns = mod.icon_for("darwin", tmp_path).read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, found = 8, {}
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        found[kind] = icns[pos + 8:pos + length]
        pos += length
    assert pos == len(icns)
    assert found == {mod.ICNS_KINDS[mod.png_size(p.read_bytes())[0]]: p.read_bytes() for p in mod.ICON_PNGS}


def test_linux_executables_take_no_icon(tmp_path):
    assert _module().icon_for("linux", tmp_path) is None
