"""lab/ never writes a network the game would refuse (issue 72, S3): a self-play run that diverged
(a NaN, an infinity) stops at the write instead of shipping a file that judges every position NaN."""
from __future__ import annotations

import pytest

from gwt_desktop.ai import net as N

from ..ai.test_judgement import random_net


def test_lab_refuses_to_write_a_network_that_is_not_finite():
    np = pytest.importorskip("numpy")
    from lab.network import NumpyNet

    net = NumpyNet(random_net().to_dict())
    assert N.check(net.to_dict())  # a sound network is written
    net.W[0, 0] = np.nan
    with pytest.raises(N.NotANetwork):
        net.to_dict()
