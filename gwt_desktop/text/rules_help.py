"""The rules help (F1 and the title's Rules): a digest of the rules in the project's own words
(docs/RULES.md has them in full), a page on how to win, and one "what can I do here?" line per kind
of decision. The screen (ui/scenes/rules_help.py) draws each section with its key's icon.

Every paragraph is one catalog entry (text/i18n.py): SECTIONS and DECISION_HELP are read, not
imported by name, and come in the language of the moment. The numbers in the digest are the rules'
own (tests/text/test_rules_help.py checks the English against the engine); a translation keeps them."""
from __future__ import annotations

from typing import NamedTuple

from . import i18n
from .i18n import N_, _, lazy_constants


class Section(NamedTuple):
    key: str  # the screen's icon for it
    heading: str
    paragraphs: tuple[str, ...]


_SECTIONS: tuple[Section, ...] = (
    Section("goal", N_("What you are doing"), (
        N_("You are a rancher driving cattle north along the trail to Kansas City, where the herd is "
           "loaded onto the railroad and sent west. Points come from buildings, deliveries, stations, "
           "hazards, cattle, objectives, workers and money. The most points wins; a tie is shared."),
    )),
    Section("strategy", N_("How to win"), (
        N_("Deliveries. Every trip ends in Kansas City, and the breeds in your hand set both your income "
           "and how far west your disc may go. Different breeds pay, several cards of one breed pay once: "
           "buy better cattle, thin out the weak cards, and spend certificates to reach further. The far "
           "cities score by themselves and by the arrows between them (El Paso to San Diego is worth 8); "
           "a disc on Kansas City pays $6 now and costs 6 points at the end. The cattle you buy also score "
           "their points at the end."),
        N_("Buildings. Your private buildings score their points at the end, give you better actions "
           "on every trip, and their hands make the others pay you for passing. Craftsmen build them: "
           "the earlier a building stands, the longer it works for you."),
        N_("The railroad and station masters. Engineers move your engine: the further it goes, the less "
           "a delivery costs and the more stations you can upgrade for their points (1 to 9). The first "
           "to upgrade one of the first five stations may make its station master: a permanent "
           "certificate or a bonus now, and a task that scores at the end (pairs of certificates, "
           "teepee pairs, pairs of hazards or of objective cards, or your workers)."),
        N_("How long it lasts. The game ends when the job market's last row is full. Kansas City visits "
           "place the workers there, at most three a visit: 21 of them with two players, 31 with three, "
           "41 with four. Then every other player has one more turn. When the token nears the last rows, "
           "turn money into points while you can: money left scores only 1 point per $5."),
    )),
    Section("turn", N_("Your turn"), (
        N_("A: Move your cattleman forward along the arrows, at least 1 and at most your step limit "
           "(3 in a 2- or 3-player game, 4 with 4 players; discs raise it). Only spaces holding a "
           "building, hazard or teepee count as steps; empty spaces are passed for free. On your very "
           "first turn you simply put your cattleman on any neutral building."),
        N_("Every green or black hand you pass or stop on costs a fee: to the bank for hazards and "
           "teepees, to the owner for another player's building. Your own buildings are free. If you "
           "cannot pay it all, you pay what you have."),
        N_("B: Use the place where you stopped. On a neutral building or one of your own you may take "
           "any of its actions, each once, in any order, or instead one single auxiliary action. "
           "Anywhere else you get one single auxiliary action. You may also take nothing."),
        N_("C: Draw cards until you hold your hand limit (4 at the start)."),
    )),
    Section("buildings", N_("Buildings"), (
        N_("Neutral buildings A to G stand on the trail from the start and serve everyone. Your ten "
           "private buildings go on empty building spaces with a build action: a building needs as many "
           "craftsmen as its number shows and costs $2 per craftsman. You may replace one of your own "
           "buildings by a bigger one, paying only the difference. Buildings score their points at the end, "
           "and hands on them charge other players for passing."),
        N_("Some building spaces carry a risk action (discard a card for a certificate): only the owner "
           "of a building standing there may use it."),
    )),
    Section("workers", N_("Workers and the job market"), (
        N_("Cowboys let you buy cattle, craftsmen let you build, engineers drive your engine. Hire them "
           "from the job market at the price printed beside their row. Workers in the row holding the "
           "job market token are not for hire until that row is full."),
        N_("A hired worker takes the next space of its row on your board; several spaces give a bonus at "
           "once (use it now or lose it), and the 5th and 6th spaces are worth 4 points each."),
    )),
    Section("cattle", N_("Cattle"), (
        N_("Your hand is cattle cards. In Kansas City each different breed in hand pays its breeding "
           "value once: Jersey 1, Dutch Belt, Black Angus and Guernsey 2, Holstein, Brown Swiss and "
           "Ayrshire 3, West Highland 4, Texas Longhorn 5. Several cards of one breed count once."),
        N_("Buy better cattle from the market with a buy action; the price depends on how many cowboys "
           "you commit (a breeding-value-3 card: 1 cowboy and $6, or 2 cowboys and $3). Bought cards go "
           "to your discard pile. Discarding cards for money is how many buildings pay you."),
    )),
    Section("kansas_city", N_("Kansas City"), (
        N_("Every trip ends in Kansas City. Take one tile from each of the three foresight columns: workers "
           "go to the job market, hazards and teepees onto the trail."),
        N_("Then sum the breeding values of your hand and add any certificates you spend: that is your "
           "income in dollars and the value you may deliver to. Put a disc from your board on a city worth "
           "at most that value (each once, except Kansas City and San Francisco), and pay $1 for every "
           "signal on the railroad still ahead of your engine before that city. Discard your hand, draw a "
           "new one and start again from the beginning of the trail."),
    )),
    Section("railroad", N_("The railroad"), (
        N_("Engine actions move your locomotive forward; occupied spaces are jumped and not counted. The "
           "further your engine, the cheaper and richer your deliveries."),
        N_("Stop on a station's turnout to upgrade it: pay its price and put a disc there for its points. "
           "The first player to upgrade one of the first five stations may appoint its station master by "
           "sending one of their hired workers there, for an immediate bonus and an end-game task."),
    )),
    Section("player_board", N_("Your player board and discs"), (
        N_("Every disc you deliver or put on a station comes off your player board, and the space it leaves "
           "unlocks something: auxiliary actions (money, cards, certificates, engine, thinning the herd), "
           "a higher certificate limit, more steps, or a bigger hand. Dark-corner discs may only go on the "
           "dark-corner cities and stations, so choose the order well."),
        N_("The five auxiliary actions are always there as a fallback: single once one disc of that action "
           "is gone (money and cards from the start), double once all are gone."),
    )),
    Section("certificates", N_("Certificates"), (
        N_("Temporary certificates (track 0, 1, 2, 3, 4, 6; limit 3, then 4 and 6 with discs) raise one "
           "delivery's value when you spend them in Kansas City. Permanent certificates from station "
           "masters count at every delivery."),
    )),
    Section("hazards", N_("Hazards and teepees"), (
        N_("Floods, droughts and rockfalls block the trail with hands to pay. Remove one with a hazard "
           "action and keep it for its points. Teepees can be traded for: you gain the money printed above "
           "the teepee's space (or pay it, beside the trail). Both also count for objectives."),
    )),
    Section("objectives", N_("Objective cards"), (
        N_("Take objective cards with objective actions; they go to your discard pile. Play one from your "
           "hand before you move or between actions for its bonus, and it stays in front of you: at the "
           "end it scores if its tasks are met and costs its penalty if not. Unplayed objectives may be "
           "added at the end without bonus."),
    )),
    Section("end", N_("The end"), (
        N_("The game ends when a worker fills the last space of the job market's twelfth row: that player "
           "takes the token (2 points), every other player has one more turn, then the score pad adds up "
           "money ($5 = 1 point), buildings, cities, stations, hazards, cattle, objectives, station "
           "masters, workers, the step disc and the token."),
    )),
    Section("keys", N_("Keys"), (
        N_("Enter or Space: Done.  Esc: menu.  Tab: cycle through what you can click, Enter takes it.  "
           "L: the game log.  F1: this help.  F11: full screen.  M: sound on/off.  Ctrl+Z: undo."),
        N_("Hover anything on the board to see what it is, what it costs and why it cannot be taken now."),
        N_("The trail: the mouse wheel over it or + and \u2212 zoom in and out, drag it to look around, "
           "0 shows it whole again.  G: the magnifier, for the rest of the board."),
    )),
)

# "What can I do here?": one line per engine decision kind (engine.decision_kinds()).
_DECISION_HELP: dict[str, str] = {
    "turn": N_("Move your cattleman: click a glowing place ahead (fees are shown), or play an objective card first."),
    "cattle_move": N_("A building's move action: click a glowing place ahead to move on, or skip."),
    "loc": N_("Use this place: click its actions one by one, or one auxiliary action instead; Done ends phase B."),
    "aux": N_("Choose an auxiliary action from your player board (single or double where unlocked)."),
    "build": N_("Choose one of your buildings and an empty building space (or one of yours to replace)."),
    "buy": N_("Buy cattle: click cards in the market; each purchase uses cowboys and money. Done when finished."),
    "disc": N_("Take a disc off your player board: the space it leaves unlocks its ability."),
    "hazard": N_("Choose a hazard tile on the trail to remove and keep."),
    "teepee": N_("Choose a teepee to trade for: you gain (or pay) the money above its space."),
    "hire": N_("Choose a worker in the job market (rows above the token) to hire."),
    "discard_for": N_("Choose the card to discard for this reward, or skip it."),
    "discard": N_("Choose a card from your hand to discard."),
    "draw_upto": N_("Draw another card, or stop drawing."),
    "thin": N_("Choose a card in your hand to remove from the game."),
    "pair": N_("Choose two cards of one breed to discard."),
    "kc_foresight": N_("Kansas City: take one of the two tiles of this foresight column."),
    "kc_income": N_("Kansas City: choose how many temporary certificates to spend for more income."),
    "city": N_("Choose the city to deliver to: its value must not exceed your delivery value."),
    "extra_delivery": N_("Move your engine back: the spaces moved decide which city you may deliver to."),
    "gain_obj": N_("Take an objective card from the display or the top of the stack."),
    "engine_fwd": N_("Move your engine forward: click a glowing railroad space, or skip."),
    "engine_back": N_("Move your engine back: click a glowing railroad space."),
    "bounce": N_("Space 39: move your engine back to any free space (you gain $3)."),
    "upgrade": N_("Upgrade this station (cost and a disc from your board for its points), or skip."),
    "station_behind": N_("Choose a station behind your engine to upgrade."),
    "master": N_("Appoint the station master: send one of your hired workers there, or skip."),
    "sm_objective": N_("Station master: remove a hazard for free or trade with the Indians."),
    "copy_choose": N_("Choose the neighbouring building whose actions you use."),
    "game_over": N_("The game is over: see the score pad."),
}

_lazy = lazy_constants({
    "TITLE": N_("How to play"), "DECISION_HELP": _DECISION_HELP,
    # The line above the digest when F1 is pressed in the Replay: its own keys.
    "REPLAY_KEYS": N_("In the Replay: Left and Right step one move, Up and Down one turn, Home and End go to the "
                      "start and the end, K to the next Kansas City visit (Shift+K the one before), 1 to 4 to that "
                      "player's next turn, + and − or the wheel zoom the trail (0 shows it whole), G the magnifier, "
                      "Esc back."),
})
_sections: dict[str, tuple[Section, ...]] = {}  # per language


def __getattr__(name: str):  # SECTIONS, TITLE, DECISION_HELP, REPLAY_KEYS in the current language (PEP 562)
    if name == "SECTIONS":
        lang = i18n.language()
        if lang not in _sections:
            _sections[lang] = tuple(Section(s.key, _(s.heading), tuple(_(p) for p in s.paragraphs))
                                    for s in _SECTIONS)
        return _sections[lang]
    return _lazy(name)


def decision_help(kind: str) -> str:
    """What the decision `kind` asks, in one line (a catch-all for a kind without its own)."""
    help_ = __getattr__("DECISION_HELP").get(kind)
    return help_ if help_ is not None else _("Choose one of the glowing options.")


def now_line(kind: str) -> str:
    """The line above the digest when F1 is pressed during a decision."""
    return _("Now: {what}").format(what=decision_help(kind))
