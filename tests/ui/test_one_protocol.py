"""One protocol for everything on screen (ui/kit/part.py): every scene, every widget and every part of
a screen is a Part, and none shadows one of its methods with an attribute of another meaning."""
from __future__ import annotations

import inspect

from gwt_desktop.app import SCENES, scene_class
from gwt_desktop.ui.kit import widgets
from gwt_desktop.ui.kit.part import Part
from gwt_desktop.ui.scenes import Scene

PROTOCOL = [name for name, _ in inspect.getmembers(Part, inspect.isfunction) if not name.startswith("_")]


def test_the_protocol_is_the_one_the_screens_answer_the_window_with():
    assert {"handle", "update", "draw", "covers", "busy", "wake_in", "look", "clickable", "rects"} <= set(PROTOCOL)


def test_every_scene_and_every_widget_is_a_part():
    for name in SCENES:
        assert issubclass(scene_class(name), Scene) and issubclass(scene_class(name), Part), name
    kinds = [c for _, c in inspect.getmembers(widgets, inspect.isclass) if issubclass(c, widgets.Widget)]
    assert {"Button", "TextField", "Segmented", "Swatch"} <= {c.__name__ for c in kinds}
    assert all(issubclass(c, Part) for c in kinds)


def test_a_scene_on_the_stack_answers_every_method_of_the_protocol(app):
    for name in ("title", "credits", "rules_help", "settings", "records", "load_game", "new_game"):
        scene = app.open(name)
        app.step()
        for method in PROTOCOL:
            assert callable(getattr(scene, method)) and method not in vars(scene), (name, method)
        app.pop()


def _holds(obj, scene) -> bool:
    return any(v is scene or getattr(v, "__self__", None) is scene for v in vars(obj).values())


def test_the_replay_is_parts_that_keep_the_protocol_and_none_holds_the_scene(app):
    from gwt_desktop.session.replay import Replay
    from tests.after.games import finished_match

    match = finished_match(2, 3)
    scene = app.open("replay", replay=Replay.of_match(match), seats=match.seats)
    app.step()
    assert len(scene.parts) >= 3
    for part in scene.parts:
        assert isinstance(part, Part) and not _holds(part, scene), type(part).__name__
        assert all(callable(getattr(part, m)) and m not in vars(part) for m in PROTOCOL), type(part).__name__
    # The scene's answers are its parts': what can be clicked is the band's, the log's thread keeps it busy.
    assert scene.clickable() == [c for part in scene.parts for c in part.clickable()] != []
    assert scene.busy() == any(part.busy() for part in scene.parts)
    app.pop()


def test_the_review_is_parts_that_keep_the_protocol_and_none_holds_the_scene(app, monkeypatch):
    from gwt_desktop.session.replay import Replay
    from gwt_desktop.ui.after.review import ReviewScene
    from tests.after.games import finished_match

    monkeypatch.setattr(ReviewScene, "in_process", False)
    match = finished_match(2, 3)
    scene = app.open("review", replay=Replay.of_match(match), seats=match.seats)
    scene.place.stop()  # nothing to work out here: the parts are what is checked
    app.step()
    assert len(scene.parts) >= 4
    for part in scene.parts:
        assert isinstance(part, Part) and not _holds(part, scene), type(part).__name__
        assert all(callable(getattr(part, m)) and m not in vars(part) for m in PROTOCOL), type(part).__name__
    assert set(scene.clickable()) <= {c for part in scene.parts for c in part.clickable()}
    assert scene.wake_in() == min((w for p in scene.parts if (w := p.wake_in()) is not None), default=None)
    app.pop()
