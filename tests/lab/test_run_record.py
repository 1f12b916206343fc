"""lab/run_record.py: a run's state.json says the arguments in effect and every start and resume with
its own, and every log line names the arguments it was played under."""
from __future__ import annotations

import json

from lab import run_record
from lab import selfplay as S

TINY = ["--round", "1", "--jobs", "1", "--beam", "2", "1", "20", "--mix", "1", "0", "0", "--eval-every", "0",
        "--buffer", "10", "--hidden", "2"]


def test_a_resumed_run_records_the_arguments_in_effect_on_each_leg_and_in_every_log_line(tmp_path):
    run = tmp_path / "run"
    S.main(["--dir", str(run), "--games", "1", *TINY])
    # typed on resume but not in effect: the run keeps its network's hidden size, and its buffer is not empty
    S.main(["--dir", str(run), "--games", "3", *TINY, "--beam", "3", "1", "30", "--price-kc", "3", "--hidden", "5",
            "--fill-from", str(tmp_path / "other")])
    state = json.loads((run / "state.json").read_text())
    log = [json.loads(line) for line in (run / "log.jsonl").read_text().splitlines()]
    assert [line["games"] for line in log] == [1, 2, 3]
    # state.json: the arguments of the last resume, and both legs with theirs
    assert state["args"]["beam"] == [3, 1, 30] and state["args"]["price_kc"] == 3.0
    first, second = state["history"]
    assert (first["round"], first["games"], first["args"]["beam"], first["args"]["price_kc"]) == (0, 0, [2, 1, 20], 0.0)
    assert (second["round"], second["games"], second["args"]["beam"]) == (1, 1, [3, 1, 30])
    assert first["digest"] != second["digest"]
    assert (first["args"]["hidden"], second["args"]["hidden"], second["args"]["fill_from"]) == (2, 2, None)
    # each log line: the arguments it was played under, read back through the history
    played = [run_record.args_at(state, line["args"]) for line in log]
    assert [(a["beam"], a["price_kc"], a["games"]) for a in played] == [([2, 1, 20], 0.0, 1), ([3, 1, 30], 3.0, 3),
                                                                        ([3, 1, 30], 3.0, 3)]
    assert [(leg["round"], leg["to_round"]) for leg in run_record.legs(state)] == [(0, 1), (1, 3)]
    # a copy of the run without its data, resumed filling its empty buffer from the run's: in effect
    copy = tmp_path / "copy"
    copy.mkdir()
    for name in ("state.json", "net.json"):
        (copy / name).write_text((run / name).read_text())
    S.main(["--dir", str(copy), "--games", "3", *TINY, "--fill-from", str(run / "data")])  # no game more to play
    assert json.loads((copy / "state.json").read_text())["args"]["fill_from"] == str(run / "data")


def test_a_run_copied_from_another_folder_says_so_when_resumed_there(tmp_path):
    """A state written before the history was kept (td1-td9's were copied folder to folder) keeps what
    it said it started with as the history's first entry, marked as such, and the resume's own after."""
    old_args = {"dir": "lab/runs/td1", "beam": [16, 4, 3000]}
    state = {"games": 30000, "round": 150, "args": old_args}
    key = run_record.begin(state, {"dir": "lab/runs/td9", "beam": [64, 10, 40000]}, now="2026-12-05 14:53:00")
    assert state["args"] == {"dir": "lab/runs/td9", "beam": [64, 10, 40000]}
    old, new = state["history"]
    assert old["args"] == old_args and "before the history was kept" in old["source"]
    assert (new["round"], new["games"], new["digest"]) == (150, 30000, key)
    assert run_record.args_at(state, key)["dir"] == "lab/runs/td9"
    assert run_record.digest({"a": 1, "b": [1, 2]}) == run_record.digest({"b": (1, 2), "a": 1})
