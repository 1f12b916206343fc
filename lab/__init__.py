"""The lab: developer experiments that produced what the game ships, run from a checkout and never
installed (the wheel's `only-include` names gwt_desktop, art and sounds only; the bundle follows the
game's imports, and nothing in gwt_desktop imports lab).

- `python -m lab.tune` tuned Hard's weights (ai/evaluate.py, `HARD`) by self-play, and `--ab` plays
  two judgements against each other.
- `python -m lab.trials` measured from randomized turns what each feature of a turn's end is worth
  (lab/measures.py), which became Expert's points per item (ai/evaluate.py, `EXPERT_EXTRA`; `--ship`
  prints them in those units); `--ab` checks a suggestion first.
- `python -m lab.selfplay --dir lab/runs/NAME` trains the learned judgement by self-play (starts or
  resumes), and `python -m lab.probes` asks the network questions at its beam (against the frozen
  Expert with a style, a rivals' weight, partial turns judged by the network or a beam of its own;
  two networks against each other; a field of three or four).
- `python -m lab.expert_moves OUT.json` writes Expert's moves on fixed seeds at a node budget, to
  check that a change to its code leaves its play alone.

The commands are thin; the library under them is by concept (ARCHITECTURE.md's lab/ paragraph):
jobs, play, network, judging, buffer, train, figures, curve, run_record, pool, measures.
`python -m lab.index` writes lab/runs/INDEX.md, every run with the record that made it.

Both need the test extra (`pip install -e '.[test]'`: trials fits with numpy).
"""
