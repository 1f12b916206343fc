"""The advice checker over thousands of positions: `python -m tools.advice_check [--games 4]
[--every 3] [--players 2,3,4] [--beam lines|W,P,N] [--jobs 2] [--seed 0] [--reviews 1] [--no-guide]`.

Plays games of bots (tools/advice_survey.py: the bots choose by the judgement's lines, node-limited)
and at every `--every`-th decision with a choice asks for the Hint's advice (at `--beam`: `lines`, the
beam the game's own Hint uses, ai/lines.LINES_BEAM, or a small one), and for every computer turn that
matters its why (from what the bot's own search found, as the game does; session/turn_reasons.TURN_BEAM
where it found nothing), plus the guided game, and with
`--reviews` games reviewed for seat 0 at the review's own settings, every review turn's lines and words
(tools/advice_survey.review_turns); each is
played out on a copy of the real game and every claim and every number of its sentences, in English
and German, compared (session/advice.check). Prints a line per game, then one JSON object: positions
advised (hints, computer turns, guide), sentences checked, the most sentences one hint had, the
disagreements (and the first few in full) and the CPU seconds. Figures, not pass/fail; the target is
0 disagreements.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time


def _game(job: tuple) -> dict:
    players, seed, every, beam, review = job
    from gwt_desktop.session.turn_reasons import TURN_BEAM
    from tools.advice_survey import bot_games, review_turns

    start = time.process_time()
    if review:
        s = review_turns(players, seed)
    else:
        s = bot_games(players, [seed], every=every, beam=beam, turn_beam=TURN_BEAM)
    return {"players": players, "seed": seed, "hints": s.hints, "turns": s.turns, "reviewed": s.reviewed,
            "reasoned": s.reasoned, "searched": s.searched, "turn_reasons": s.turn_reasons,
            "sentences": s.sentences, "longest": s.longest,
            "disagreements": [f"{w}: {d}" for w, d in s.disagreements], "cpu_s": time.process_time() - start}


def main(argv: list[str] | None = None) -> None:
    from gwt_desktop.ai.lines import LINES_BEAM
    from tools.advice_survey import Survey, guided_game

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4, help="games per player count")
    ap.add_argument("--every", type=int, default=3, help="advise every so many decisions with a choice")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--beam", default="lines", help="the Hint's search: 'lines' (the game's own) or W,P,N")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--reviews", type=int, default=0, help="games per player count reviewed (seat 0) and "
                    "every review turn checked, at the review's own settings")
    ap.add_argument("--no-guide", action="store_true", help="leave the guided game out")
    args = ap.parse_args(argv)
    beam = LINES_BEAM if args.beam == "lines" else tuple(int(x) for x in args.beam.split(","))
    jobs = [(int(p), args.seed + g, args.every, beam, False) for p in args.players.split(",")
            for g in range(args.games)]
    jobs += [(int(p), args.seed + 100 + g, args.every, beam, True) for p in args.players.split(",")
             for g in range(args.reviews)]
    start = time.perf_counter()
    results = []
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for r in pool.imap_unordered(_game, jobs):
                results.append(r)
                _line(r)
            pool.close()  # workers leave by themselves (tools/arena.py says why)
            pool.join()
    else:
        for job in jobs:
            results.append(_game(job))
            _line(results[-1])
    cpu = time.process_time()
    guided = guided_game() if not args.no_guide else Survey()
    bad = [d for r in results for d in r["disagreements"]] + [f"{w}: {d}" for w, d in guided.disagreements]
    summary = {"games": len(results), "hints": sum(r["hints"] for r in results),
               "turns": sum(r["turns"] for r in results), "guided": guided.guided,
               "review_turns": sum(r["reviewed"] for r in results),
               "hints_with_a_reason": sum(r["reasoned"] for r in results),
               "turns_from_their_search": sum(r["searched"] for r in results),
               "turns_with_a_reason": sum(r["turn_reasons"] for r in results),
               "sentences": sum(r["sentences"] for r in results) + guided.sentences,
               "longest_hint": max([r["longest"] for r in results] or [0]), "disagreements": len(bad),
               "first": bad[:5], "beam": list(beam),
               "cpu_s": round(sum(r["cpu_s"] for r in results) + time.process_time() - cpu, 1),
               "wall_s": round(time.perf_counter() - start, 1)}
    print(f"guided game: {guided.guided} reasons, {len(guided.disagreements)} disagreements")
    print(json.dumps(summary))


def _line(r: dict) -> None:
    print(f"{r['players']} players, seed {r['seed']}: {r['hints']} hints, {r['turns']} computer turns, "
          f"{r['reviewed']} review turns, "
          f"{r['sentences']} sentences, {len(r['disagreements'])} disagreements, {r['cpu_s']:.1f} s",
          file=sys.stdout, flush=True)
    for d in r["disagreements"][:3]:
        print("   ", d, flush=True)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    main()
