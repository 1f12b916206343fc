"""The decision bar keeps its buttons in place while their turn lasts, and every half-made choice has a
way back: Cancel on the bar, a right click, Esc."""
from __future__ import annotations

import pygame

from gwt_desktop.ui.game import decision_bar
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.game.targets import BACK
from tests.events import centre, click, key
from tests.ui.game_support import human_position


def test_buttons_keep_their_places_when_one_goes(app):
    # Short labels: each fits its slot at every scale (a longer one may take a spare neighbour too).
    labelled = [("action:hire", "Hire"), ("action:hire_plus2", "Hire +$2"), ("button:done", "Done")]
    places: dict = {}
    first = decision_bar.lay_out(labelled, places)
    places.update({k: r for k, r, _ in first})
    second = decision_bar.lay_out(labelled[1:], places)
    assert {k: r for k, r, _ in second} == {k: r for k, r, _ in first if k != "action:hire"}
    # Without places: the fixed slots, filled from the left, Done in the rightmost whatever the count.
    slots = decision_bar.slots()
    fresh = decision_bar.lay_out(labelled[1:])
    assert [r for _, r, _ in fresh] == [slots[0], slots[-1]]
    assert [r for _, r, _ in decision_bar.lay_out([("button:done", "Done")])] == [slots[-1]]


def test_the_bar_never_covers_a_space_of_the_trail_and_is_where_the_layout_says():
    from gwt_desktop.ui.kit.layout import load

    layout = load()
    area = decision_bar.area()
    assert all(area.contains(r) for r in decision_bar.slots())
    for name, r in layout.get("trail").items():
        assert not area.inflate(6, 6).colliderect(pygame.Rect(r)), name
    for name, r in layout.get("trail_groups").items():
        assert not area.inflate(6, 6).colliderect(pygame.Rect(r)), name
    # Five buttons (the most a building offers with Done) take the five slots, the same every time.
    five = [(f"action:a{i}", f"Action {i}") for i in range(4)] + [("button:done", "Done")]
    assert [r for _, r, _ in decision_bar.lay_out(five)] == decision_bar.slots()


def _at(move_text: str):
    """A match whose human seat 0 is at a building with this move among its legal moves."""
    return human_position(lambda g: g.decision.kind == "loc" and any(str(m) == move_text for m in g.legal_moves()))


def _bar(scene):
    return {k: r for k, r, _ in scene.ctx.targets if not k.startswith("choice:")}


def _open(app, match) -> GameScene:
    app.open_match(match, autosave=False)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def test_the_auxiliary_action_can_be_cancelled_by_button_right_click_and_esc(app):
    match = _at("action aux_any")
    moves = len(match.moves)
    scene = _open(app, match)
    bar = _bar(scene)
    for how in ("button", "right", "esc"):
        click(app, centre(bar["action:aux_any"]), dt=0.3)
        assert scene.ctx.game.decision.kind == "aux" and len(match.moves) == moves + 1
        assert BACK in _bar(scene)  # Cancel is offered for the half-made choice
        if how == "button":
            click(app, centre(_bar(scene)[BACK]), dt=0.3)
        elif how == "right":
            click(app, (760, 700), button=3, dt=0.3)
        else:
            key(app, pygame.K_ESCAPE)
        assert scene.ctx.game.decision.kind == "loc" and len(match.moves) == moves, how
        assert app.scene is scene  # Esc backed out, it did not open the menu
        assert _bar(scene) == bar  # back where they stood


def test_after_an_action_the_other_buttons_stay_under_the_pointer(app):
    match = _at("action aux_any")
    scene = _open(app, match)
    bar = _bar(scene)
    click(app, centre(bar["action:aux_any"]), dt=0.3)
    # Answer the auxiliary action's own choice with "$1" (nothing more to ask): back at the building.
    money = next(r for k, r in scene.ctx.components if k == "aux:aux_money")
    click(app, centre(money), dt=0.3)
    assert scene.ctx.game.decision.kind == "loc"
    after = _bar(scene)
    assert "action:aux_any" not in after
    for k, r in after.items():
        if k in bar:
            assert r == bar[k], k


def test_every_button_has_a_tooltip_and_the_two_auxiliary_buttons_read_apart(app):
    from gwt_desktop.ui.game.controller import AUX_BUTTON
    from tests.ui.test_game_extras import hover

    match = human_position(lambda g: g.decision.kind == "loc" and any(str(m) == "action aux_any" for m in g.legal_moves())
                           and any(m.kind == "aux" for m in g.legal_moves()))
    scene = _open(app, match)
    labels = {k: label for k, _, label in scene.ctx.targets}
    assert labels["action:aux_any"] != labels[AUX_BUTTON]  # both used to read "Auxiliary action"
    for k, r in _bar(scene).items():
        hover(app, centre(r))
        assert scene.tooltips.view.key == k
        tip = scene.tooltips.tip(k)
        assert tip is not None and tip.title == labels[k] and tip.lines, k
        assert scene.tooltips.view.rect((1920, 1080)) is not None


def test_every_local_action_label_fits_a_bar_slot():
    """Each local action's short label fits one of the bar's fixed slots (two lines at most, with or
    without its icon), so no building's button is cut off whatever its turn offers."""
    from gwt_desktop.text import ACTION_LABELS

    pygame.font.init()
    slot = decision_bar.slots()[0]
    cut = [label for name, label in ACTION_LABELS.items() if not decision_bar.fits(f"action:{name}", label, slot)]
    assert not cut


def _ink_box(key: str, label: str, r: pygame.Rect, monkeypatch) -> pygame.Rect:
    """Where a button's words are drawn: the bounding box of what differs from a plain button face."""
    from gwt_desktop.ui.kit.canvas import as_canvas

    face_rgb = (90, 60, 40)
    monkeypatch.setattr(decision_bar, "button_face", lambda surf, rect, state: as_canvas(surf).fill(face_rgb, rect))
    surf = pygame.Surface((r.right + 20, r.bottom + 20))
    surf.fill(face_rgb)
    decision_bar.draw(surf, [(key, r, label)], None)
    monkeypatch.undo()
    inner = r.inflate(-4, -4)  # inside the glow drawn around it
    box = None
    for x in range(inner.left, inner.right):
        for y in range(inner.top, inner.bottom):
            if tuple(surf.get_at((x, y)))[:3] != face_rgb:
                box = pygame.Rect(x, y, 1, 1) if box is None else box.union(pygame.Rect(x, y, 1, 1))
    assert box is not None
    return box


def test_a_buttons_words_stay_in_its_face_clear_of_the_top_line(monkeypatch):
    """Two lines in a slot ran from the button's top line to its bottom edge ("Kansas City: -6 points,
    no transport cost", "Jersey for cert + $2"): the words lie in the face of the sprite now, in English
    and German, drawn and measured."""
    from gwt_desktop.engine import board
    from gwt_desktop.text import ACTION_LABELS, i18n
    from gwt_desktop.text.glance import only_city

    pygame.font.init()
    slot = decision_bar.slots()[0]
    city = type("Option", (), {"city": 0, "points": -6, "transport": 0})()
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            labelled = [("button:city_0", only_city(city))] + [(f"action:{n}", lab) for n, lab in ACTION_LABELS.items()]
            for key, label in labelled:
                (_, r, _), = decision_bar.lay_out([(key, label)])  # alone on the bar: as wide as it needs
                assert decision_bar.in_face(key, label, r), (lang, label)
                if key.startswith("action:"):
                    assert decision_bar.in_face(key, label, slot), (lang, label)  # in one slot
            for key, label in (("button:city_0", only_city(city)),
                               (f"action:{board.RISK_JERSEY}", ACTION_LABELS[board.RISK_JERSEY])):
                (_, r, _), = decision_bar.lay_out([(key, label)])
                ink, face = _ink_box(key, label, r, monkeypatch), decision_bar.face(r)
                assert face.top <= ink.top and ink.bottom <= face.bottom, (lang, label, ink, face)
    finally:
        i18n.set_language("en")
