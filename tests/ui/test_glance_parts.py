"""The table at a glance in the game scene, with real scenes and real events: the end counter under the
job market (the engine's workers_to_end, what a Kansas City visit adds, the last round), its tooltip,
the workers a move adds in that move's tooltip; and a forced delivery told before the move to Kansas
City (hover line, prompt, hint), then asked as a city step with that one city."""
from __future__ import annotations

import random

from gwt_desktop.engine import Delivery
from gwt_desktop.text import glance
from gwt_desktop.ui.game import decision_bar, deliveries
from gwt_desktop.ui.game.end_counter import KEY
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click
from tests.ui.game_support import human_position
from tests.ui.test_game_extras import hover


def _open(app, match) -> GameScene:
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def test_the_end_counter_says_the_engines_count_and_what_adds_workers(app):
    match = human_position(lambda g: g.decision.kind == "turn" and 0 < g.workers_to_end() < 8, tries=200, steps=600)
    scene = _open(app, match)
    g = match.game
    counter = scene.end_counter
    assert counter.text() == (glance.end_counter(g.workers_to_end()), False)
    rect = scene.ctx.layout.rect("areas", "end_counter")
    job = scene.ctx.layout.rect("job_market", "area")
    seats = scene.ctx.layout.rect("opponents", 0)
    assert rect[1] >= job[1] and rect[1] + rect[3] <= seats[1]  # under the job market, above the seat bars
    hover(app, centre(rect))
    assert scene.tooltips.view.key == KEY
    tip = scene.tooltips.tip(KEY)
    assert tip.title == glance.end_counter(g.workers_to_end())
    assert tip.lines == (glance.what_adds_workers(*g.kansas_city_workers()),)
    assert counter.wake_in() is None and not counter.busy()  # still: it asks for no frames


def test_the_last_round_is_flagged_with_who_still_plays(app):
    match = human_position(lambda g: g.final_round() is not None, tries=200, steps=800)
    scene = _open(app, match)
    g = match.game
    line, last = scene.end_counter.text()
    names = [match.seats[p].name for p in g.final_round()]
    yours = g.final_round()[0] == 0
    assert last and line == glance.last_turns(names, yours=yours)
    assert scene.end_counter.tooltip(KEY).title == glance.last_round(names, yours=yours)  # in full


def test_a_move_that_places_workers_says_how_many_in_its_tooltip(app):
    def placing(g):
        return g.decision.kind in ("kc_foresight", "turn") and any(g.workers_placed(m) for m in g.legal_moves())

    match = human_position(placing, tries=200, steps=600)
    scene = _open(app, match)
    g = match.game
    c = scene.ctx.controller
    told = 0
    for key in sorted(c.glowing()):
        moves = [m for m in c.candidates if key in c.keys(m)]
        placed = max((g.workers_placed(m) for m in moves), default=0)
        tip = scene.tooltips.tip(key)
        if placed and tip is not None:
            want = glance.adds_workers(placed, g.workers_to_end() - placed)
            assert want in tip.lines, key
            told += 1
    assert told


def _forced_position():
    return human_position(lambda g: g.decision.kind == "turn" and g.delivery_options(0).forced
                          and any(m.kind == "move" and m.space == "KC" for m in g.legal_moves()),
                          tries=300, steps=600)


def test_a_forced_delivery_is_told_before_the_move_and_asked_with_its_one_city(app, monkeypatch):
    from gwt_desktop.ui.game import prompt_bar

    match = _forced_position()
    scene = _open(app, match)
    g = match.game
    warning = glance.herd_reach(g.delivery_options(0))
    assert warning
    # The prompt line, while Kansas City glows (once the "where you are" line of a game opened midway is gone).
    scene.ctx.message.clear()
    lines = []
    monkeypatch.setattr(prompt_bar, "draw", lambda surf, rect, seat, thinking, line, rgb, last: lines.append(line))
    app.step()
    monkeypatch.undo()
    assert lines and warning[1:] in lines[-1]  # after the name: "Blue: your herd of 3 reaches only ..."
    width = prompt_bar.line_width(scene.ctx.layout.rect("areas", "prompt"), match.seats[0].name, True, False)
    if scene.speed is not None:
        width -= scene.ctx.layout.rect("areas", "prompt")[2] - scene.speed.prompt_rect(
            scene.ctx.layout.rect("areas", "prompt"))[2]
    assert prompt_bar.canvas.font(prompt_bar.line_size(lines[-1], width)).size(lines[-1])[0] <= width  # whole
    # The Kansas City space's hover line and tooltip.
    kc = next(r for k, r in scene.ctx.components if k == deliveries.KC_KEY)
    hover(app, centre(kc))
    assert warning in scene.targets_part.hover_line()
    assert warning in scene.tooltips.tip(deliveries.KC_KEY).lines
    # The hint advising Kansas City says it too.
    to_kc = next(m for m in scene.ctx.controller.legal if m.kind == "move" and m.space == "KC")
    scene.flow.hints.asked_for = scene.ctx.controller.stamp
    monkeypatch.setattr(scene.flow.hints.worker, "poll", lambda: to_kc)
    scene.flow._poll_hint()
    assert warning in scene.ctx.message.text
    # Go there and play the visit's choices: the city step is asked with that one city, the prompt
    # saying where and what it brings, the city glowing alone; a click on it delivers there.
    move, rng = to_kc, random.Random(1)
    for _ in range(30):
        assert scene.flow.play(move)
        if match.game.decision.kind == "city":
            break
        assert match.game.to_move == 0
        move = rng.choice(scene.ctx.controller.legal)
    (only,) = match.game.delivery_options(0).options
    assert [str(m) for m in match.game.legal_moves()] == [f"city {only.city}"]
    scene.ctx.message.clear()
    lines.clear()
    monkeypatch.setattr(prompt_bar, "draw", lambda surf, rect, seat, thinking, line, rgb, last: lines.append(line))
    app.step()
    monkeypatch.undo()
    assert lines and glance.city_choice(only) in lines[-1]
    key = f"city:{only.city}"
    assert scene.ctx.controller.board_keys() == {key} and not scene.ctx.controller.choices()
    # The decision bar has it too, whole: the city, its points and its transport cost.
    (bar,) = [(k, r, label) for k, r, label in scene.ctx.targets if k.startswith("button:")]
    assert bar[0] == f"button:city_{only.city}" and bar[2] == glance.only_city(only)
    assert "points" in bar[2] and "transport" in bar[2]
    assert decision_bar.fits(bar[0], bar[2], bar[1])
    delivered: list = []
    scene.flow.moved.insert(0, lambda m, events, mover: delivered.extend(e for e in events if isinstance(e, Delivery)))
    click(app, centre(next(r for k, r in scene.ctx.components if k == key)))
    assert [(d.city, d.only, d.points) for d in delivered] == [(only.city, True, only.points)]


def test_a_click_in_a_computers_turn_is_answered_until_the_turn_comes(app):
    from gwt_desktop.session.match import make_match
    from tests.events import click

    match = make_match(3, seed=4, humans=1, level="random")
    while match.game.to_move == 0:  # the human's first turn: a computer moves next
        match.apply(match.game.legal_moves()[0])
    app.open_match(match, autosave=False, pace=30.0)  # slow computers: their turn lasts
    app.step()
    scene = app.scene
    assert not scene.ctx.human_to_act()
    click(app, (760, 300))
    names = [s.name for s in match.seats]
    mover = match.game.to_move
    expected = (f"{names[mover]} is playing — your turn is next." if mover == 2
                else f"{names[mover]} is playing — then {names[2]}, then you.")
    assert scene.ctx.message.text == expected


def test_the_end_counters_lines_fit_whole_left_of_the_token_mark():
    import pygame

    from gwt_desktop.session.seats import COLOR_NAMES
    from gwt_desktop.text import i18n
    from gwt_desktop.ui.game.end_counter import SIZES, fits
    from gwt_desktop.ui.kit import assets
    from gwt_desktop.ui.kit.layout import load

    pygame.font.init()
    layout = load()
    rect = pygame.Rect(layout.rect("areas", "end_counter"))
    for token in layout.get("job_market", "token"):
        assert not rect.colliderect(pygame.Rect(token))
    for cells in layout.get("job_market", "cells"):
        assert not any(rect.colliderect(pygame.Rect(c)) for c in cells)
    names = list(COLOR_NAMES)
    lines = [glance.end_counter(n) for n in (1, 2, 24)] + [glance.last_turns(names[1:4]),
                                                           glance.last_turns(names[:3], yours=True)]
    for line in lines:
        assert assets.font(SIZES[-1], bold=True).size(line)[0] <= rect.w - 12, line
    # In German and in the pseudo-locale (a third longer than English) the line, else its brief one.
    for lang in ("de", "pseudo"):
        i18n.set_language(lang)
        for n in (1, 2, 24):
            assert fits(glance.end_counter(n), rect) or fits(glance.end_counter(n, brief=True), rect), (lang, n)
        for shown, yours in ((names[1:4], False), (names[:3], True)):
            assert (fits(glance.last_turns(shown, yours), rect)
                    or fits(glance.last_turns(shown, yours, brief=True), rect)), (lang, shown)
    i18n.set_language("en")


def test_the_counter_turns_red_when_one_visit_could_end_the_game(app):
    match = human_position(lambda g: g.decision.kind == "turn" and 0 < g.workers_to_end() <= g.kansas_city_workers()[1],
                           tries=300, steps=800)
    scene = _open(app, match)
    assert scene.end_counter.near()
    early = human_position(lambda g: g.decision.kind == "turn" and g.workers_to_end() > 6)
    assert not _open(app, early).end_counter.near()


def test_a_lone_foresight_tile_after_the_end_is_asked_and_said_not_taken_for_the_person(app, monkeypatch):
    """After the end is triggered a foresight column of a worker and a teepee or hazard offers one tile:
    nothing takes it for the person (the engine took it without a word before); the step waits, the
    tile glows alone, the prompt names it and why, and a click takes it."""
    from gwt_desktop.engine import Foresight
    from gwt_desktop.text import prompts
    from gwt_desktop.ui.game import prompt_bar

    match = human_position(lambda g: g.decision.kind == "kc_foresight" and len(g.legal_moves()) == 1
                           and g.final_round() is not None and g.decision.tiles[1 - g.legal_moves()[0].number] >= 0,
                           tries=300, steps=800)
    scene = _open(app, match)
    g = match.game
    (only,) = g.legal_moves()
    column = g.decision.column
    recorded = len(match.moves)
    for _ in range(5):
        app.step()
    assert len(match.moves) == recorded and g.decision.kind == "kc_foresight" and scene.ctx.human_to_act()
    key = f"foresight:{g.decision.column}:{only.number}"
    assert scene.ctx.controller.board_keys() == {key}
    # The prompt names the one tile and why the worker beside it cannot be taken.
    scene.ctx.message.clear()
    lines = []
    monkeypatch.setattr(prompt_bar, "draw", lambda surf, rect, seat, thinking, line, rgb, last: lines.append(line))
    app.step()
    monkeypatch.undo()
    said = prompts.prompt(g, match.seats, bare=True)
    assert "no more workers" in said and lines and (lines[-1].endswith(said) or lines[-1].endswith(
        prompts.prompt(g, match.seats, brief=True, bare=True)))
    taken: list = []
    scene.flow.moved.insert(0, lambda m, events, mover: taken.extend(events))
    click(app, centre(next(r for k, r in scene.ctx.components if k == key)))
    assert match.moves[recorded:] == [str(only)]
    assert [e.column for e in taken if isinstance(e, Foresight)] == [column]
    assert not any(e.kind == "forced" and e.move.kind == "foresight" for e in taken)
