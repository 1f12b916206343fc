"""lab/index.py: lab/runs/INDEX.md lists every run, each with the record whose commands made it."""
from __future__ import annotations

import json

from lab import index, run_record


def test_the_index_lists_every_run_folder_and_file():
    missing = index.missing_from_index()
    assert not missing, f"lab/runs/INDEX.md lacks {missing}: run `python -m lab.index` (and commit INDEX.md)"
    assert len(index.names()) >= 30  # td1-td9 and the matches, probes and fits beside them


def test_each_run_gets_the_record_whose_commands_made_it_its_legs_and_its_result(tmp_path):
    runs, records = tmp_path / "runs", tmp_path / "records"
    (runs / "td1").mkdir(parents=True)
    (runs / "lone").mkdir()
    (runs / "fit.json").write_text("{}")
    records.mkdir()
    (records / "learned.md").write_text(
        "# records\n\n## day two · A fit read again\n\n    lab.capacity --net lab/runs/fit.json\n\n"
        "## day one · Run td1: it climbs (flat)\n\n    lab.selfplay --dir lab/runs/td1 --beam 8 2 100\n\n"
        "Its network is lab/runs/td1/net.json; lab/runs/td10 is another run.\n", encoding="utf-8")
    state = {"games": 400, "round": 2}
    run_record.begin(state, {"dir": "lab/runs/td1", "beam": [8, 2, 100]}, now="2026-12-07 10:00:00")
    (runs / "td1" / "state.json").write_text(json.dumps(state))
    (runs / "td1" / "log.jsonl").write_text(json.dumps(
        {"round": 2, "games": 400, "eval": {"games": 100, "win_rate": 0.61, "ci95": 0.095, "mean": 52.5,
                                             "frozen_mean": 47.0}}) + "\n")
    text = index.render(runs, records)

    def section(name: str) -> str:
        return text.split(f"### {name}\n")[1].split("###")[0]

    td1 = section("td1")
    assert "What: day one · Run td1: it climbs (flat) (learned.md, line 7)" in td1
    assert "`lab.selfplay --dir lab/runs/td1 --beam 8 2 100`" in td1
    assert "from round 2 (400 games), 2026-12-07 10:00:00: `python -m lab.selfplay --dir lab/runs/td1 --beam 8 2 100`" in td1
    assert "0.610 ± 0.095 of 100 games" in td1
    assert "What: day two · A fit read again" in section("fit.json")
    assert "No record in docs/experiments/ names it yet" in section("lone")
    assert "day one" not in section("lone")  # lab/runs/td10 is not td1, nor lone
    (runs / index.INDEX).write_text(text)
    assert index.missing_from_index(runs) == []
    (runs / "td2").mkdir()
    assert index.missing_from_index(runs) == ["td2"]
