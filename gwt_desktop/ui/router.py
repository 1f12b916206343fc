"""The routing between scenes: the scene stack and the one way from a scene to the next. The router
alone knows every scene (scene_class), and a scene asks it for the next one by name (`app.open(name,
...)`, `app.open_match(match)`, `app.to_title()`, `app.pop()`), so no scene imports another
(ui/scenes/__init__.py)."""
from __future__ import annotations

import gc

from ..storage import autosave as autosave_mod
from ..text import menus
from .kit import memory
from .scenes import Scene


def scene_class(name: str) -> type[Scene]:
    """The scene the others ask for by `name`. Imported here on first use, so the title opens without
    loading the game scene and the bots behind it; imported by name in plain sight, so PyInstaller
    bundles every scene and an import reader sees the app's arrows to them."""
    match name:
        case "title":
            from .scenes.title import TitleScene as cls
        case "new_game":
            from .scenes.new_game import NewGameScene as cls
        case "game":
            from .game.scene import GameScene as cls
        case "handoff":
            from .scenes.handoff import HandoffScene as cls
        case "menu":
            from .scenes.menu import MenuScene as cls
        case "score_pad":
            from .after.score_pad import ScorePadScene as cls
        case "load_game":
            from .scenes.load_game import LoadGameScene as cls
        case "settings":
            from .scenes.settings import SettingsScene as cls
        case "rules_help":
            from .scenes.rules_help import RulesHelpScene as cls
        case "credits":
            from .scenes.credits import CreditsScene as cls
        case "replay":
            from .after.replay import ReplayScene as cls
        case "records":
            from .after.records import RecordsScene as cls
        case "review":
            from .after.review import ReviewScene as cls
        case _:
            raise KeyError(f"no scene called {name!r}")
    return cls


SCENES = ("title", "new_game", "game", "handoff", "menu", "score_pad", "load_game", "settings", "rules_help",
          "credits", "replay", "records", "review")


class Router:
    """The scene stack: the scene on top gets the events and draws. The App is one (app.py); the
    scenes are handed it as `app`. `notify` (a notice over any scene) is the App's."""

    scenes: list[Scene]

    def notify(self, text: str, seconds: float = 4.0) -> None:
        raise NotImplementedError

    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def make(self, name: str, **options) -> Scene:
        """A new scene of the kind `name` (one of SCENES), not yet on the stack."""
        return scene_class(name)(self, **options)

    def open(self, name: str, *, replace: bool = False, **options) -> Scene:
        """Put a new scene `name` on top of the stack (or in place of the top one)."""
        scene = self.make(name, **options)
        if replace:
            self.replace(scene)
        else:
            self.push(scene)
        return scene

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        if len(self.scenes) > 1:
            gone([self.scenes.pop()])

    def replace(self, scene: Scene) -> None:
        """Put `scene` in place of the top scene (e.g. the game gives way to its score pad)."""
        old, self.scenes[-1] = self.scenes[-1], scene
        gone([old])
        scene.enter()

    def to_title(self) -> None:
        """Drop every scene above the title."""
        dropped = self.scenes[1:]
        del self.scenes[1:]
        gone(reversed(dropped))

    def open_match(self, match, *, autosave: bool = True, **options) -> Scene:
        """The one way into a match (New game, Continue, a loaded slot, the command line, the demo):
        above the title, its game scene, or its score pad when the game is over. autosave=False (the demo,
        the monkey) leaves the autosave alone; otherwise this match is the one Continue resumes from now
        on. options go to the game scene (pace, bot_budget)."""
        self.to_title()
        if match.game.is_over:
            return self.open("score_pad", match=match)
        # The guided game's guide belongs to its match (saved with it, so Continue brings it back).
        guide = options.pop("guide", None) or match.guide
        if guide is not None:
            match.guide = options["guide"] = guide
        if autosave:
            saver = autosave_mod.attach(match)
            if not match.moves:
                saver(match)  # a game just begun is in the autosave at once: a new game started before
                # its first move keeps it (as an unfinished game in Load game), never loses it
            kept, saver.kept_row = saver.kept_row, None
            if kept is not None:  # the game that was in the autosave is a slot now: said, once
                self.notify(menus.game_kept(kept.kept_at), 8.0)
        return self.open("game", match=match, **options)


def gone(scenes) -> None:
    """Scenes that left the stack for good, top first: each stops what it runs (leave), then the
    cyclic garbage collector runs at once. A scene is held in reference cycles (its buttons' bound
    methods, its parts pointing back at it), so without this it lived on, with its surfaces (a game
    scene's three board layers of 8 MB, the 20 MB rules page), until the collector happened by: the
    monkey run held several game scenes at a time. A few milliseconds, once per
    change of scene; then the heap's free pages are handed back."""
    for scene in scenes:
        scene.leave()
    gc.collect()
    memory.give_back()  # the freed surfaces' pages go back to the system (ui/kit/memory.py)
