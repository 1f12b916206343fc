"""The game scene as parts (ui/game/parts.py): every part keeps the one protocol (ui/kit/part.py), none
is handed the scene; a busy part asks for frames, a waiting part to be looked at again soon, and the scene's
answers to the window (busy, wake_in, look) are loops over them (the app may sleep otherwise)."""
from __future__ import annotations

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.ui.game.parts import BoardPart, PromptPart
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.kit.part import Part
from tests.events import centre, click

PROTOCOL = ("handle", "update", "draw", "covers", "busy", "wake_in", "look", "clickable", "rects", "moving", "tick",
            "refresh")


def _scene(app, humans: int) -> GameScene:
    app.open_match(make_match(2, seed=4, humans=humans, level="random"), autosave=False, pace=0.0,
                   bot_budget=0.01)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def _holds(obj, scene) -> bool:
    """Whether an object keeps the scene, or a method bound to it, among its attributes."""
    return any(v is scene or getattr(v, "__self__", None) is scene for v in vars(obj).values())


def test_every_part_keeps_the_protocol_and_none_holds_the_scene(app):
    scene = _scene(app, humans=1)
    assert len(scene.parts) >= 10
    for part in scene.parts:
        assert isinstance(part, Part), type(part).__name__
        # The protocol's methods, none shadowed by an attribute of another meaning (a part handed the
        # screen's clickable() as `clickable` answered for the whole screen).
        assert all(callable(getattr(part, name)) and name not in vars(part) for name in PROTOCOL), type(part).__name__
        assert not _holds(part, scene), type(part).__name__
    assert not _holds(scene.flow, scene) and not _holds(scene.ctx, scene)


def test_a_covering_part_takes_the_board_point_from_the_tooltips(app):
    scene = _scene(app, humans=1)
    rect = scene.buttons["menu"].rect
    assert scene.covers(rect.center) and not scene.covers((5, 5))
    assert scene.tooltips.component_at(rect.center) is None


def test_busy_while_computers_play_and_not_on_a_quiet_human_turn(app):
    scene = _scene(app, humans=0)  # the demo: computers only
    assert scene.busy() and scene.flow.waiting()

    scene = _scene(app, humans=1)
    for _ in range(2000):  # the computer may move first; its shows end
        if scene.ctx.human_to_act() and not scene.shows.busy() and scene.tooltips.wake_in() is None:
            break
        app.step(0.3)
    assert scene.ctx.human_to_act() and not scene.flow.waiting()
    scene.ctx.message.clear()
    waiting = {type(p).__name__ for p in scene.parts if p.wake_in() is not None or p.busy()}
    # Only the glowing targets' shimmer asks to be looked at again, and only while something glows.
    assert waiting <= {"BoardPart"}
    board = next(p for p in scene.parts if isinstance(p, BoardPart))
    assert (board.wake_in() is not None) == bool(scene.ctx.controller.board_keys()) and not board.busy()


def test_a_message_keeps_the_prompt_busy_until_it_is_gone(app):
    scene = _scene(app, humans=1)
    prompt = next(p for p in scene.parts if isinstance(p, PromptPart))
    scene.ctx.message.clear()
    assert prompt.wake_in() is None
    scene.ctx.say("a short message", 1.0)
    assert prompt.wake_in() is not None
    app.step(0.6)
    assert prompt.wake_in() is not None
    app.step(0.6)
    assert prompt.wake_in() is None and scene.ctx.message.text is None


def test_a_click_on_the_board_goes_to_the_topmost_part_first(app):
    """An open table panel lies over the board: a click on a glowing piece under it closes the panel
    and plays nothing."""
    scene = _scene(app, humans=1)
    for _ in range(2000):
        if scene.ctx.human_to_act():
            break
        app.step(0.3)
    moves = len(scene.match.moves)
    glowing = [r for r, _ in scene.clickable()]
    scene.table.toggle("scores")
    under = next(r for r in glowing if scene.table.covers(centre(r)))
    click(app, centre(under), dt=0.3)
    assert scene.table.open is None and len(scene.match.moves) == moves


def test_an_open_table_panel_is_drawn_again_after_a_move_and_only_then(app):
    scene = _scene(app, humans=1)
    for _ in range(2000):
        if scene.ctx.human_to_act():
            break
        app.step(0.3)
    scene.table.toggle("seat", scene.ctx.game.to_move)
    app.step()
    drawn = scene.table.redraws
    app.step()
    assert scene.table.redraws == drawn  # nothing happened: blitted as it was
    assert scene.flow.play(scene.ctx.controller.legal[0])  # the seat's own move: its board changed
    app.step()
    assert scene.table.open is not None and scene.table.redraws == drawn + 1


def test_the_scene_asks_each_part_what_it_shows_where_and_whether_it_moves(app):
    """The still-check, what lies over the glows and the frames asked for are loops over the parts:
    a part added to the list is heard without the scene knowing it by name."""
    scene = _scene(app, humans=1)
    spot = pygame.Rect(10, 10, 50, 50)

    class Planted(Part):
        shows = "a"
        stirring = False
        whole = False  # drawn only whole (as the magnifier is while on)

        def look(self) -> tuple:
            return (self.shows,)

        def rects(self, size) -> list | None:
            return None if self.whole else [spot]

        def busy(self) -> bool:
            return self.stirring

    planted = Planted()
    scene.parts.append(planted)
    before = scene.look()
    planted.shows = "b"
    assert scene.look() != before
    assert spot in scene._above((1920, 1080))
    still = scene.busy()
    planted.stirring = True
    assert scene.busy() and scene.wake_in() is not None
    assert planted.moving() is None  # moving, with no box to say: the show's frames are drawn whole
    planted.stirring = False
    assert scene.busy() == still
    planted.whole = True
    assert scene._above((1920, 1080)) is None and not scene._same_as_drawn((1920, 1080))
