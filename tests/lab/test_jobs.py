"""lab/jobs.py: a lab game's settings are typed records, so a misspelt or unknown setting fails where
the job is made, and the game reads every setting a job holds (play_on reads each)."""
from __future__ import annotations

from dataclasses import fields, replace

import pytest

from lab import network as N
from lab import play as P
from lab import probes, rollout
from lab.jobs import FROZEN, PER_SEAT, Job, Playouts, Source

NET = {**N.initial_net(4, 1), "version": "jobs"}


def test_a_misspelt_or_unknown_setting_fails_at_once():
    with pytest.raises(TypeError, match="price_kk"):
        Job(seed=1, players=2, nets=(NET, FROZEN), price_kk=6.0)
    job = Job(seed=1, players=2, nets=(NET, FROZEN))
    with pytest.raises(TypeError, match="explores_"):
        replace(job, explores_=(0.0, 1.0))
    with pytest.raises(TypeError, match="horizn"):
        Playouts(horizn=3)
    with pytest.raises(TypeError, match="rollout"):
        Source(seed=1, net=NET, turns=(2,), rollout=3)
    with pytest.raises(AttributeError):
        job.price_kc = 3.0  # frozen: a job is what it was made as


def test_a_setting_of_the_wrong_shape_fails_at_once():
    with pytest.raises(ValueError, match="styles has 1 entries for 2 seats"):
        Job(seed=1, players=2, nets=(NET, NET), styles=({"city_9": 12.0},))
    with pytest.raises(TypeError, match="one entry per seat"):
        Job(seed=1, players=2, nets=(NET, NET), styles={"city_9": 12.0})
    with pytest.raises(TypeError, match="Playouts"):  # play-outs' settings as a dict were read with defaults
        Job(seed=1, players=2, nets=(NET, NET), rollouts=({"horizon": 1, "mots": 2}, None))
    with pytest.raises(ValueError, match="beam"):
        Job(seed=1, players=2, nets=(NET, NET), beam=(16, 4))
    with pytest.raises(TypeError, match="price_kc"):
        Job(seed=1, players=2, nets=(NET, NET), price_kc="6")
    with pytest.raises(TypeError, match="nets"):
        Job(seed=1, players=2, nets=(NET, "frozn"))
    job = Job(seed=1, players=2, nets=[NET, FROZEN], discs=[["hand"], None], price_kc=6)
    assert job.nets == (NET, FROZEN) and job.discs == (["hand"], None) and job.price_kc == 6.0


def test_a_probe_given_a_misspelt_setting_fails_before_it_plays():
    with pytest.raises(TypeError, match="styl"):
        probes.two_player(NET, FROZEN, 1, 1, styl={"city_9": 12.0})


def test_the_game_reads_every_setting_of_a_job(monkeypatch):
    """play_game and play_on read every field a Job has (a setting they never read would be one that
    silently does not reach the seats): a short game is played with a job that records what is read
    of it once it is made. It checks that each is read, not what each does to the game: that is a
    setting's own tests' (test_selfplay's plan rules and Kansas City price, test_rollout's play-outs,
    test_starts' exploring starts, ...)."""
    read: set[str] = set()

    class Watched(Job):
        def __getattribute__(self, name):
            read.add(name)
            return super().__getattribute__(name)

    from gwt_desktop.session.table import deal

    job = Watched(seed=6, players=2, nets=(NET, FROZEN), beam=(6, 2, 600), record=True,
                  rollouts=(Playouts(horizon=1, most=2, samples=1), None))
    read.clear()  # the checks when it is made read every field: what counts is the game's reading
    g, rngs = deal(2, 6)
    P.play_on(g, rngs, job, until=4, choose=rollout.by_rollouts)
    monkeypatch.setattr(P, "play_on", lambda *args, **kw: {})  # play_game's own choice: a started game or not
    P.play_game(job)
    assert {f.name for f in fields(Job)} <= read
    assert set(PER_SEAT) <= {f.name for f in fields(Job)}


def test_a_job_for_other_players_than_the_game_fails():
    from gwt_desktop.session.table import deal

    g, rngs = deal(3, 6)
    with pytest.raises(ValueError, match="players"):
        P.play_on(g, rngs, Job(seed=6, players=2, nets=(NET, FROZEN)))


def test_a_style_on_a_frozen_seat_is_refused():
    """The frozen Expert's judgement is not the network's and takes no style (play.py's FrozenBatch):
    a job that gives its seat one would carry a setting that changes nothing."""
    with pytest.raises(ValueError, match="frozen"):
        Job(seed=1, players=2, nets=(NET, FROZEN), styles=(None, {"city_9": 12.0}))
    job = Job(seed=1, players=2, nets=(NET, FROZEN), styles=({"city_9": 12.0}, None))
    assert job.styles == ({"city_9": 12.0}, None)
