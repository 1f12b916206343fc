"""lab.probes beams: the same position planned at several beams, the best value each finds."""
import json

from gwt_desktop.ai.judgement import WEIGHTS
from lab.jobs import Source
from lab.probes import beam_rows, beam_summary


def test_each_beam_plans_the_same_position_and_is_measured_from_the_first():
    with open(WEIGHTS, encoding="utf-8") as f:
        spec = json.load(f)
    spec["version"] = "test"
    narrow, wide = (4, 2, 200), (32, 8, 5000)
    rows = beam_rows(Source(seed=11, net=spec, turns=(2, 5), beams=(narrow, narrow, wide)))
    assert [r["turn"] for r in rows] == [2, 5]
    for r in rows:
        same, again = r["beams"][0], r["beams"][1]
        # the same beam on the same determinization finds the same turn
        assert (same["value"], same["first"]) == (again["value"], again["first"])
        assert same["first"] is not None
    out = beam_summary(rows, [narrow, narrow, wide])
    assert out["positions"] == 2
    assert out["4/2/200"]["gain"] == 0 and out["4/2/200"]["first_move_differs"] == 0
    gains = [r["beams"][2]["value"] - r["beams"][0]["value"] for r in rows]
    assert out["32/8/5000"]["gain"] == round(sum(gains) / 2, 2)
