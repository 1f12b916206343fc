"""lab.average: the weight-by-weight mean of one run's networks."""
import pytest

from gwt_desktop.ai.net import Net
from lab.average import average


def _spec(scale_w: float, bias: float) -> dict:
    return {"names": ["a", "b"], "hidden_w": [[scale_w, 0.0], [0.0, 2 * scale_w]], "hidden_b": [0.5, -0.5],
            "out_w": [1.0, scale_w], "linear": [scale_w, 1.0], "bias": bias, "scale": 100.0}


def test_each_weight_is_the_mean_of_the_networks_weights():
    mean = average([_spec(1.0, 0.0), _spec(3.0, 1.0)])
    assert mean["hidden_w"] == [[2.0, 0.0], [0.0, 4.0]]
    assert mean["out_w"] == [1.0, 2.0] and mean["linear"] == [2.0, 1.0] and mean["bias"] == 0.5
    net = Net.from_dict(mean)
    # At zero inputs the hidden units see only their biases (the same in both), so the output is
    # linear in the averaged weights: the mean network says the mean of the two.
    outs = [Net.from_dict(s)([0.0, 0.0]) for s in (_spec(1.0, 0.0), _spec(3.0, 1.0))]
    assert outs[0] != outs[1]
    assert net([0.0, 0.0]) == pytest.approx((outs[0] + outs[1]) / 2)


def test_networks_of_other_inputs_or_shapes_are_refused():
    other = _spec(1.0, 0.0)
    other["names"] = ["a", "c"]
    with pytest.raises(ValueError):
        average([_spec(1.0, 0.0), other])
    wider = _spec(1.0, 0.0)
    wider["hidden_w"].append([0.0, 0.0])
    with pytest.raises(ValueError):
        average([_spec(1.0, 0.0), wider])
