"""Colour is never the only cue: every sprite in a seat's colour carries that seat's mark (a triangle, a
ring, a cross or four dots), rendered and compared here with the colour taken away."""
import pygame
import pytest

from gwt_desktop.ui.kit import assets
from gwt_desktop.ui.kit.paint import draw_mark, palette, seat_mark, seat_mark_kind
from tools.colour_vision import seat_distances, simulate_rgb

MARKS = ("triangle", "ring", "cross", "dots")  # every mark a seat can carry (palette.json "players" "mark")

FAMILIES = ("pieces/cattleman_p{c}.png", "pieces/engine_p{c}.png", "pieces/disc_p{c}_white.png",
            "pieces/disc_p{c}_dark.png", "pieces/certificate_p{c}.png", "buildings/private_1a_p{c}.png",
            "buildings/private_7b_p{c}.png", "player_boards/player_board_p{c}.png")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def ink(surf: pygame.Surface) -> pygame.mask.Mask:
    """The dark, opaque pixels: what is left of a sprite without its colours (luminance under 80,
    alpha over 128; mask operations, not a loop over the pixels)."""
    dark = pygame.mask.from_threshold(pygame.transform.grayscale(surf), (0, 0, 0, 0), (80, 80, 80, 255))
    return dark.overlap_mask(pygame.mask.from_surface(surf, 128), (0, 0))


def own_ink(masks: list[pygame.mask.Mask], c: int) -> pygame.mask.Mask:
    """Seat c's ink where the four seats' sprites differ: within the smallest circle holding every
    pixel that is ink for some seats and not for others (where the marks are), all of c's ink."""
    w, h = masks[0].get_size()
    # A pixel differs when some seat has ink there and another has none within two pixels: the edges of
    # what all seats share blend with each seat's colour and come out dark for some, so they do not count.
    some = pygame.mask.Mask((w, h))
    everyone_near = pygame.mask.Mask((w, h), fill=True)
    for m in masks:
        some.draw(m, (0, 0))
        grown = m.copy()
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                grown.draw(m, (dx, dy))
        everyone_near = everyone_near.overlap_mask(grown, (0, 0))
    differ_mask = some.copy()
    differ_mask.erase(everyone_near, (0, 0))
    assert differ_mask.count(), "the four seats' sprites are the same without their colours"
    box = differ_mask.get_bounding_rects()[0].unionall(differ_mask.get_bounding_rects())
    differ = [(x, y) for y in range(box.top, box.bottom) for x in range(box.left, box.right)
              if differ_mask.get_at((x, y))]
    xs, ys = [p[0] for p in differ], [p[1] for p in differ]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    reach = max(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for x, y in differ) + 0.5
    out = pygame.mask.Mask((w, h))
    for y in range(max(0, int(cy - reach)), min(h, int(cy + reach) + 2)):
        for x in range(max(0, int(cx - reach)), min(w, int(cx + reach) + 2)):
            if masks[c].get_at((x, y)) and (x - cx) ** 2 + (y - cy) ** 2 <= reach ** 2:
                out.set_at((x, y))
    return out


def shape_of(m: pygame.mask.Mask) -> str:
    """Which mark a patch of ink is: four blobs are dots; one blob with a hole a ring; a filled blob
    (most of its bounding box that a triangle covers) a triangle; a thin one a cross."""
    parts = [p for p in m.connected_components() if p.count() >= 3]
    if len(parts) >= 4:
        return "dots"
    if not parts:
        return "none"
    blob = max(parts, key=lambda p: p.count())
    x, y, w, h = blob.get_bounding_rects()[0]
    inside = pygame.mask.Mask((w, h))
    inside.draw(blob, (-x, -y))
    inside.invert()  # the background within the box: a piece not touching the box's edge is a hole
    for hole in inside.connected_components():
        hx, hy, hw, hh = hole.get_bounding_rects()[0]
        if hx > 0 and hy > 0 and hx + hw < w and hy + hh < h:
            return "ring"
    return "triangle" if blob.count() / (w * h) > 0.4 else "cross"


def test_each_mark_drawn_alone_is_recognised():
    """The recogniser below knows the four shapes as draw_mark makes them, at board and sprite sizes."""
    for r in (7, 10, 14, 30):
        for kind in MARKS:
            s = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
            draw_mark(s, kind, (2 * r, 2 * r), r, (0, 0, 0))
            assert shape_of(ink(s)) == kind, (kind, r)


def test_the_palette_gives_four_different_marks():
    kinds = [p["mark"] for p in palette()["players"]]
    assert sorted(kinds) == sorted(MARKS)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_seat_sprite_carries_its_own_mark(family):
    masks = [ink(assets.image(family.format(c=c))) for c in range(4)]
    for c in range(4):
        assert shape_of(own_ink(masks, c)) == seat_mark_kind(c), (family, c)
    for a in range(4):
        for b in range(a + 1, 4):
            only_a = masks[a].copy()
            only_a.erase(masks[b], (0, 0))
            only_b = masks[b].copy()
            only_b.erase(masks[a], (0, 0))
            assert only_a.count() + only_b.count() >= 12, (family, a, b)  # tell apart without colour


def test_seat_mark_on_screen_is_the_seats_shape():
    for c in range(4):
        s = pygame.Surface((80, 80), pygame.SRCALPHA)
        seat_mark(s, c, (40, 40), 30, rgb=(0, 0, 0))
        assert shape_of(ink(s)) == seat_mark_kind(c)
        chip = pygame.Surface((80, 80), pygame.SRCALPHA)
        seat_mark(chip, c, (40, 40), 30, chip=True)
        blank = pygame.Surface((80, 80), pygame.SRCALPHA)
        pygame.draw.circle(blank, (43, 29, 20), (40, 40), 30, max(1, round(30 / 7)))
        only = ink(chip)
        only.erase(ink(blank), (0, 0))
        assert shape_of(only) == seat_mark_kind(c)


def test_machado_simulation_and_seat_distances():
    # Pure red is seen as a dark olive by a protanope, blue stays blue for a deuteranope (the matrices'
    # known behaviour), grey stays grey for every vision.
    r, g, b = simulate_rgb((255, 0, 0), "protanopia")
    assert g > b and r < 200
    assert simulate_rgb((128, 128, 128), "tritanopia") == pytest.approx((128, 128, 128), abs=2)
    d = seat_distances([(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167)])
    assert set(d) == {"normal", "deuteranopia", "protanopia", "tritanopia"}
    assert d["normal"][0] > d["deuteranopia"][0]  # the deficiencies bring the seats' colours closer
