"""The positions of docs/experiments/sentences.md, reached again and photographed: the Hint's why, the
guide's callouts, the computers' turn lines (the "Since your last turn" recap and the line beside the
seat) and the game review's turning points, at 1280x720, in English and German.

    python -m tools.sentences OUTDIR [--lang en,de] [--only medium2,expert2,three,guide,review] [--turns 4]
        [--quick-review]

Each game is a real App in a 1280x720 window of SDL's dummy driver, a fixed deal seed and a person in
seat 0 who does what a new player would: presses Hint (a real click on the button), reads the card,
plays the hinted move (through the turn flow's one door, as a click on its rings would), reads the
recap and closes it with its OK button. The guided game is clicked through on its highlighted targets;
the review is that of a finished two-player game (seat 0 played by Easy, seat 1 Medium, both through
the table's bot driver on the deal seed) opened from the score pad.

Writes OUTDIR/<lang>_<game>_<what>.png and OUTDIR/sentences.json: per screenshot its sentences as
drawn and, for the Hint and the guide, what the advice checker (session/advice.check: the line played
on a copy of the real game, every claim and number compared) found (an empty list: all true). The
computers play at their own level's budget, so Expert's moves are its own; the numbers of a run on
another machine may differ where a search stops on the clock (Expert, the hint).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

DEADLINE = 240.0  # seconds of wall clock for one hint or one computer's turn on a loaded machine
SIZE = (1280, 720)
# The games: (players, the computers' level, deal seed). The guided game has its own fixed deal.
GAMES = {"medium2": (2, "medium", 21), "expert2": (2, "expert", 22), "three": (3, "medium", 23)}
REVIEW_GAME = (2, 24)  # players, seed: Easy in seat 0 (the person reviewed) against Medium


def _setup(out: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["GWT_HOME"] = tempfile.mkdtemp(prefix="says_home_")
    out.mkdir(parents=True, exist_ok=True)


class Camera:
    """Screenshots of the window and a record of what each showed."""

    def __init__(self, app, out: Path, lang: str) -> None:
        self.app, self.out, self.lang = app, out, lang
        self.record: dict[str, dict] = {}

    def shot(self, name: str, **said) -> str:
        import pygame

        self.app.step()
        full = f"{self.lang}_{name}"
        pygame.image.save(self.app.window, str(self.out / f"{full}.png"))
        self.record[full] = said
        self.save()
        print(f"  {full}.png", file=sys.stderr)
        return full

    def save(self) -> None:
        path = self.out / "sentences.json"
        kept = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        kept.update(self.record)
        path.write_text(json.dumps(kept, indent=1, ensure_ascii=False), encoding="utf-8")


def _frames(app, done, seconds: float = DEADLINE, each=None) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        app.step(0.05)
        if each is not None:
            each()
        time.sleep(0.005)
    return done()


def _click(app, logical) -> None:
    from tests.events import click

    click(app, logical)


def _hint(app, scene, cam: Camera, name: str | None, ask: bool = True):
    """Press Hint and wait for its move and its why; a screenshot when `name` is given. The move."""
    from gwt_desktop.session.advice import check

    if ask:
        _click(app, scene.buttons["hint"].rect.center)
    card = scene.why_card
    ok = _frames(app, lambda: scene.flow.hints.move is not None and (card.sentences is not None or not card.shown))
    move = scene.flow.hints.move
    if not ok or move is None:
        return None
    if name is not None and card.sentences:
        seats = [s.name for s in scene.match.seats]
        found = check(scene.match.game, card.advice, card.sentences, seats)
        cam.shot(name, kind="hint", move=str(move), moves_before=len(scene.match.moves),
                 decision=scene.match.game.decision.kind, turn=scene.match.game.turn_number,
                 sentences=[s.text for s in card.sentences], disagreements=[str(d) for d in found])
    return move


def _rival_watch(scene, cam: Camera, tag: str, seen: set, limit: int):
    """A frame hook: the line beside a computer's seat, photographed the first time each shows."""

    def each() -> None:
        line = scene.rival_line
        if line.shown and id(line.why) not in seen and len(seen) < limit:
            seen.add(id(line.why))
            why = line.why
            cam.shot(f"{tag}_rival{len(seen)}", kind="rival", player=why.player, turn=why.number,
                     moves=len(scene.match.moves), sentences=[line.text()])

    return each


def play_game(app, cam: Camera, tag: str, players: int, level: str, seed: int, turns: int) -> None:
    from gwt_desktop.session.match import make_match

    match = make_match(players, seed=seed, humans=1, level=level)
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    seen: set = set()
    each = _rival_watch(scene, cam, tag, seen, 3)
    for t in range(1, turns + 1):
        if not _frames(app, lambda: match.game.is_over or scene.ctx.human_to_act(), each=each):
            print(f"  {tag}: no turn came", file=sys.stderr)
            return
        if match.game.is_over:
            return
        panel = scene.turn_recap.panel
        if panel.open:
            # The computers' whys come on a thread: wait a little for them before the photograph.
            _frames(app, lambda: False, seconds=3.0)
            cam.shot(f"{tag}_t{t}_recap", kind="recap", moves=len(match.moves),
                     sentences=[line for line, _ in panel.lines])
            _click(app, panel.ok.center)
        first = True
        while scene.ctx.human_to_act() and not match.game.is_over:
            move = _hint(app, scene, cam, f"{tag}_t{t}_hint" if first else None)
            if move is None:
                print(f"  {tag}: no hint", file=sys.stderr)
                return
            first = False
            scene.flow.play(move)
            app.step(0.05)


def play_guide(app, cam: Camera, decisions: int) -> None:
    import pygame

    from gwt_desktop.session.guide import Guide, learn_match
    from tests.events import centre, key

    match = learn_match()
    app.open_match(match, guide=Guide(0, match.seed), autosave=False)
    app.step()
    scene = app.scene
    cam.shot("guide_overview", kind="overview", sentences=[r[0] for r in scene.guide.card._rows])
    key(app, pygame.K_SPACE)
    part = scene.guide
    for n in range(decisions):
        if not _frames(app, lambda: part.modal() or scene.ctx.human_to_act()):
            return
        if part.modal():
            cam.shot(f"guide_debrief{n}", kind="debrief", sentences=[r[0] for r in part.card._rows])
            _click(app, centre(scene.clickable()[0][0]))
            continue
        # The callout's reason is worked out on a thread: a few seconds for it to come.
        _frames(app, lambda: part.overlay.shown, seconds=15.0)
        guide = part.guide
        if part.overlay.shown:
            cam.shot(f"guide_d{n:02d}", kind="callout", moves=len(match.moves), turn=match.game.turn_number,
                     topic=guide.callout.topic if guide.callout is not None else None, target=str(guide.target),
                     sentences=[line for line, _ in part.overlay.lines])
        _click(app, centre(scene.clickable()[0][0]))
        app.step(0.3)


def finished_review_match(players: int, seed: int):
    """A finished game: seat 0 (a person, reviewed) played by Easy, the others by Medium."""
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
    from gwt_desktop.session.table import BotSeat

    seats = [Seat("Blue", 0, HUMAN)] + [Seat(n, i, COMPUTER, "medium") for i, n in
                                        enumerate(("Orange", "Green", "Purple")[:players - 1], 1)]
    match = Match(seats, seed)
    bots = [BotSeat("easy")] + [BotSeat("medium") for _ in range(players - 1)]
    rngs = [random.Random(seed * 100 + i) for i in range(players)]
    while not match.game.is_over:
        p = match.game.to_move
        match.apply(bots[p].answer(match.game, p, rngs[p], None).move)
    return match


def play_review(app, cam: Camera, match, points: int) -> None:
    from gwt_desktop.text import review as words
    from gwt_desktop.ui.after.review import ReviewScene
    from tests.events import centre

    app.open_match(match, autosave=False)
    app.step()
    pad = app.scene
    rect = next(r for r, label in pad.clickable() if label == words.REVIEW)
    _click(app, centre(rect))
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    if not _frames(app, lambda: scene.job is None, seconds=600.0):
        print("  review: not done", file=sys.stderr)
        return
    turns = scene.turns()
    for i in range(points):
        turn = turns[scene.selected]
        shown = scene.shown(turn)
        cam.shot(f"review_tp{i + 1}", kind="review", number=turn.number, cost=round(turn.cost, 2), rating=turn.rating,
                 sentences=_review_texts(scene, turn, shown))
        before = scene.selected
        _click(app, scene.buttons.next_button.rect.center)
        if scene.selected == before:
            break


def _review_texts(scene, turn, shown) -> list[str]:
    """The chosen turn's words as the review screen draws them: the headline, the why, the steps."""
    from gwt_desktop.text import review as words

    out = [words.headline(turn.round, turn.rating, turn.cost)]
    if shown is None:
        return out
    out += [s.text for s in words.turn_words(turn, shown, scene.place.seats)]
    better = words.BETTER if turn.named else words.PREFERRED
    for title, line in [(words.YOU_PLAYED, shown.played)] + ([(better, shown.better)] if shown.better else []):
        out.append(title)
        out += [s.text for s in words.steps(line, shown.start, scene.place.seats)]
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", type=Path)
    p.add_argument("--lang", default="en,de")
    p.add_argument("--only", default="medium2,expert2,three,guide,review")
    p.add_argument("--turns", type=int, default=4, help="the person's turns played in each game")
    p.add_argument("--guide-decisions", type=int, default=14)
    p.add_argument("--review-points", type=int, default=3)
    p.add_argument("--quick-review", action="store_true",
                   help="review with one determinization, a narrow beam and short pairs (to look at the screen)")
    a = p.parse_args(argv)
    if a.quick_review:
        from gwt_desktop.session import review as R

        R.SAMPLES, R.BEAM, R.PAIRS, R.HORIZON, R.CHECK_BEAM = 1, (8, 2, 400), 4, 2, (8, 2, 400)
    _setup(a.out)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.events: the real clicks
    from gwt_desktop.app import App
    from gwt_desktop.text import i18n

    only = a.only.split(",")
    review_match = finished_review_match(*REVIEW_GAME) if "review" in only else None
    for lang in a.lang.split(","):
        app = App(SIZE, lang=lang)
        i18n.set_language(lang)
        app.step()
        cam = Camera(app, a.out, lang)
        try:
            for tag, (players, level, seed) in GAMES.items():
                if tag in only:
                    print(f"{lang} {tag}: {players} players, {level}, seed {seed}", file=sys.stderr)
                    play_game(app, cam, tag, players, level, seed, a.turns)
                    app.to_title()
            if "guide" in only:
                print(f"{lang} guide", file=sys.stderr)
                play_guide(app, cam, a.guide_decisions)
                app.to_title()
            if review_match is not None:
                print(f"{lang} review: 2 players, seed {REVIEW_GAME[1]}", file=sys.stderr)
                play_review(app, cam, review_match, a.review_points)
        finally:
            app.close()
    record = json.loads((a.out / "sentences.json").read_text(encoding="utf-8"))
    print(json.dumps({"screenshots": len(record),
                      "disagreements": sum(len(r.get("disagreements", ())) for r in record.values())}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
