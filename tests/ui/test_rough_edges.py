"""Rough edges a player hit (issue 43), each checked as a person meets it, with real events on real
scenes: a click on the spot of the last move seconds later is answered, the game buttons say why they
are greyed, ..."""
from __future__ import annotations

from gwt_desktop.text import notices
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click
from tests.ui.game_support import human_position


def _open(app, match) -> GameScene:
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def _let_time_pass(app, seconds: float) -> None:
    """`seconds` of the real loop without input: each turn steps as App.run_once would (a frame at 60 a
    second while something moves, else after the scene's next timer), and once it would sleep until
    input, no step comes at all (the loop sleeps; its clock stands)."""
    passed = 0.0
    while passed < seconds:
        wait = app.rest()
        if wait is None:
            return
        dt = max(wait, 1 / 60)
        app.step(dt)
        passed += dt


def test_a_click_on_the_spot_of_the_last_move_seconds_later_is_answered(app):
    """A second press on the spot of a move was taken for its double click when the window had rested
    since: the resting loop does not advance the scene's clock, so seconds later the press was still
    "within 0.25 s" and dropped without a word (here: a card discarded, then a click where it lay)."""
    match = human_position(lambda g: g.decision.kind == "discard" and g.decision.count == 1)
    scene = _open(app, match)
    rect = next(r for k, r in scene.ctx.components if k in scene.ctx.controller.board_keys())
    moves = len(match.moves)
    click(app, centre(rect))
    assert len(match.moves) == moves + 1
    scene.ctx.message.clear()
    click(app, centre(rect))  # the second half of a double click: the move it meant is made
    assert len(match.moves) == moves + 1 and scene.ctx.message.text is None
    _let_time_pass(app, 2.0)
    scene.ctx.message.clear()
    moves = len(match.moves)
    click(app, centre(rect))
    assert len(match.moves) > moves or scene.ctx.message.text == notices.NOT_A_PLACE


def test_hint_is_drawn_ready_the_moment_the_turn_comes_and_a_greyed_undo_says_why(app, monkeypatch):
    """The buttons' state was kept from the parts' update, which runs before the computer's move that
    gives the person the turn: the frame showing the new turn drew Hint greyed, and nothing redrew it
    until the next input. A greyed button now says why, pointed at or pressed."""
    from gwt_desktop.session.match import make_match
    from gwt_desktop.ui.game import buttons as buttons_mod
    from tests.ui.test_game_extras import hover

    drawn = []
    real = buttons_mod.GameButtons.draw

    def draw(self, surf):
        real(self, surf)
        drawn.append({name: b.enabled for name, b in self.buttons.items()})

    monkeypatch.setattr(buttons_mod.GameButtons, "draw", draw)
    match = make_match(2, seed=3, humans=1, level="random")
    scene = _open(app, match)
    while match.game.to_move == 0:  # the person's first turn, then the computer's
        assert scene.flow.play(match.game.legal_moves()[0])
    for _ in range(400):
        if scene.ctx.human_to_act():
            break
        _let_time_pass(app, 0.05)
    assert scene.ctx.human_to_act()
    _let_time_pass(app, 1.0)
    assert drawn[-1]["hint"] is True and drawn[-1]["undo"] is False
    # Undo is greyed at the turn's start: pointed at, its tooltip says why; pressed, the prompt does.
    undo = scene.buttons["undo"].rect
    hover(app, centre(undo))
    tip = scene.tooltips.tip(scene.tooltips.view.key)
    assert tip is not None and tip.lines == (notices.UNDO_AT_START,)
    scene.ctx.message.clear()
    click(app, centre(undo))
    assert scene.ctx.message.text == notices.UNDO_AT_START


def test_a_selectors_options_share_one_size(app, monkeypatch):
    """On New game "Medium" was drawn smaller than Easy, Hard and Expert beside it (each option took the
    largest size it fitted alone)."""
    import pygame

    from gwt_desktop.text import i18n
    from gwt_desktop.ui.kit import widgets
    from gwt_desktop.ui.scenes.new_game import NewGameScene

    drawn = []
    real = widgets.text
    monkeypatch.setattr(widgets, "text", lambda surf, words, pos, size=30, *a, **k: (
        drawn.append((words, size)), real(surf, words, pos, size, *a, **k))[1])
    surf = pygame.Surface((1920, 1080))
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            scene = NewGameScene(app)
            row = scene.rows[1]
            for selected in range(len(row.level.options)):
                drawn.clear()
                row.level.selected = selected
                row.level.draw(surf)
                assert len({size for _, size in drawn}) == 1, (lang, drawn)
        finally:
            i18n.set_language("en")
