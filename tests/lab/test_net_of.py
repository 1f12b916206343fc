"""lab/network.net_of and lab/rollout.judge_of make a seat's weights into a network once per process:
two network files read without a "version" (or stamped alike, as lab.probes' load stamps "probe") are
two networks, not the first one made again."""
from __future__ import annotations

import json

import numpy as np

from lab import network as N
from lab import probes
from lab.rollout import judge_of


def two_files(tmp_path):
    paths = []
    for seed in (1, 2):
        path = tmp_path / f"net-{seed}.json"
        path.write_text(json.dumps(N.initial_net(4, seed)))  # no "version", as a run writes its net.json
        paths.append(path)
    return paths


def test_two_versionless_network_files_are_two_networks(tmp_path):
    a, b = (json.loads(p.read_text()) for p in two_files(tmp_path))
    assert "version" not in a and a["hidden_w"] != b["hidden_w"]
    for spec in (a, b, a):
        assert np.array_equal(N.net_of(spec).W, np.array(spec["hidden_w"]))
        assert judge_of(spec).net.to_dict()["hidden_w"] == spec["hidden_w"]
    assert N.net_of(a) is N.net_of(a)  # the same weights asked for again: made once


def test_two_files_stamped_alike_are_two_networks(tmp_path):
    a, b = (probes.load(str(p), "probe") for p in two_files(tmp_path))
    assert np.array_equal(N.net_of(a).W, np.array(a["hidden_w"]))
    assert np.array_equal(N.net_of(b).W, np.array(b["hidden_w"]))
