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
    labelled = [("action:hire", "Hire a worker"), ("action:hire_plus2", "Hire another (+$2)"), ("button:done", "Done")]
    places: dict = {}
    first = decision_bar.lay_out(labelled, places)
    places.update({k: r for k, r, _ in first})
    second = decision_bar.lay_out(labelled[1:], places)
    assert {k: r for k, r, _ in second} == {k: r for k, r, _ in first if k != "action:hire"}
    # A button that did not stand there before: the bar is laid out afresh, centred.
    fresh = decision_bar.lay_out([("button:cancel", "Cancel")], places)
    assert fresh == decision_bar.lay_out([("button:cancel", "Cancel")])
    assert abs(fresh[0][1].centerx - decision_bar.BAR_CENTER_X) <= 1


def _at(move_text: str):
    """A match whose human seat 0 is at a building with this move among its legal moves."""
    return human_position(lambda g: g.prompt == "loc" and any(str(m) == move_text for m in g.legal_moves()))


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
        assert scene.ctx.game.prompt == "aux" and len(match.moves) == moves + 1
        assert BACK in _bar(scene)  # Cancel is offered for the half-made choice
        if how == "button":
            click(app, centre(_bar(scene)[BACK]), dt=0.3)
        elif how == "right":
            click(app, (760, 700), button=3, dt=0.3)
        else:
            key(app, pygame.K_ESCAPE)
        assert scene.ctx.game.prompt == "loc" and len(match.moves) == moves, how
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
    assert scene.ctx.game.prompt == "loc"
    after = _bar(scene)
    assert "action:aux_any" not in after
    for k, r in after.items():
        if k in bar:
            assert r == bar[k], k
