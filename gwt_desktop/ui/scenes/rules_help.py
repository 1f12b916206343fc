"""Rules help: a compact digest of the rules in our own words, with the game's icons, scrollable;
opened from the title and with F1 in the game, where it also says what the current decision asks.

The page is rendered once into a tall surface and then only scrolled (wheel, arrow keys, Page
Up/Down, Home/End, or dragging the bar). Esc, F1 or Back close it.
"""
from __future__ import annotations

import pygame

from ..kit import assets, theme
from ..kit.widgets import PAPER, Button, backdrop, wrap
from . import Scene

INK = theme.ART_INK
SOFT = theme.WOOD
PANEL = pygame.Rect(260, 150, 1400, 790)
PAGE_W = PANEL.width - 60  # leave room for the scroll bar
GUTTER = 96  # icon column
LINE_STEP = 80  # pixels per arrow-key / wheel notch
BODY_SIZE = 27

# (heading, icon under art/, glyphs under art/actions shown beside the heading, paragraphs)
SECTIONS: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("What you are doing", "icons/trophy.png", (), (
        ("You are a rancher driving cattle north along the trail to Kansas City, where the herd is "
        "loaded onto the railroad and sent west. Points come from buildings, deliveries, stations, "
        "hazards, cattle, objectives, workers and money. The most points wins; a tie is shared."),
    )),
    ("Your turn", "icons/cattleman.png", ("move_3",), (
        ("A: Move your cattleman forward along the arrows, at least 1 and at most your step limit "
        "(3 in a 2- or 3-player game, 4 with 4 players; discs raise it). Only spaces holding a "
        "building, hazard or teepee count as steps; empty spaces are passed for free. On your very "
        "first turn you simply put your cattleman on any neutral building."),
        ("Every green or black hand you pass or stop on costs a fee: to the bank for hazards and "
        "teepees, to the owner for another player's building. Your own buildings are free. If you "
        "cannot pay it all, you pay what you have."),
        ("B: Use the place where you stopped. On a neutral building or one of your own you may take "
        "any of its actions, each once, in any order, or instead one single auxiliary action. "
        "Anywhere else you get one single auxiliary action. You may also take nothing."),
        "C: Draw cards until you hold your hand limit (4 at the start).",
    )),
    ("Buildings", "icons/build.png", ("build", "build_cheap"), (
        ("Neutral buildings A to G stand on the trail from the start and serve everyone. Your ten "
        "private buildings go on empty building spaces with a build action: a building needs as many "
        "craftsmen as its number shows and costs $2 per craftsman. You may replace one of your own "
        "buildings by a bigger one, paying only the difference. Buildings score their points at the end, "
        "and hands on them charge other players for passing."),
        ("Some building spaces carry a risk action (discard a card for a certificate): only the owner "
        "of a building standing there may use it."),
    )),
    ("Workers and the job market", "icons/hire.png", ("hire", "hire_plus2", "hire_minus1"), (
        ("Cowboys let you buy cattle, craftsmen let you build, engineers drive your engine. Hire them "
        "from the job market at the price printed beside their row. Workers in the row holding the "
        "job market token are not for hire until that row is full."),
        ("A hired worker takes the next space of its row on your board; several spaces give a bonus at "
        "once (use it now or lose it), and the 5th and 6th spaces are worth 4 points each."),
    )),
    ("Cattle", "icons/cattle.png", ("buy_cattle", "pair_4"), (
        ("Your hand is cattle cards. In Kansas City each different breed in hand pays its breeding "
        "value once: Jersey 1, Dutch Belt, Black Angus and Guernsey 2, Holstein, Brown Swiss and "
        "Ayrshire 3, West Highland 4, Texas Longhorn 5. Several cards of one breed count once."),
        ("Buy better cattle from the market with a buy action; the price depends on how many cowboys "
        "you commit (a breeding-value-3 card: 1 cowboy and $6, or 2 cowboys and $3). Bought cards go "
        "to your discard pile. Discarding cards for money is how many buildings pay you."),
    )),
    ("Kansas City", "icons/city.png", ("extra_delivery",), (
        ("Every trip ends in Kansas City. Take one tile from each of the three foresight columns: workers "
        "go to the job market, hazards and teepees onto the trail."),
        ("Then sum the breeding values of your hand and add any certificates you spend: that is your "
        "income in dollars and the value you may deliver to. Put a disc from your board on a city worth "
        "at most that value (each once, except Kansas City and San Francisco), and pay $1 for every "
        "signal on the railroad still ahead of your engine before that city. Discard your hand, draw a "
        "new one and start again from the beginning of the trail."),
    )),
    ("The railroad", "icons/engine.png", ("engine_engineers", "engine_2", "upgrade_station"), (
        ("Engine actions move your locomotive forward; occupied spaces are jumped and not counted. The "
        "further your engine, the cheaper and richer your deliveries."),
        ("Stop on a station's turnout to upgrade it: pay its price and put a disc there for its points. "
        "The first player to upgrade one of the first five stations may appoint its station master by "
        "sending one of their hired workers there, for an immediate bonus and an end-game task."),
    )),
    ("Your player board and discs", "icons/aux.png",
     ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin"), (
        ("Every disc you deliver or put on a station comes off your player board, and the space it leaves "
        "unlocks something: auxiliary actions (money, cards, certificates, engine, thinning the herd), "
        "a higher certificate limit, more steps, or a bigger hand. Dark-corner discs may only go on the "
        "dark-corner cities and stations, so choose the order well."),
        ("The five auxiliary actions are always there as a fallback: single once one disc of that action "
        "is gone (money and cards from the start), double once all are gone."),
    )),
    ("Certificates", "icons/certificate.png", ("cert_1", "perm_cert"), (
        ("Temporary certificates (track 0, 1, 2, 3, 4, 6; limit 3, then 4 and 6 with discs) raise one "
        "delivery's value when you spend them in Kansas City. Permanent certificates from station "
        "masters count at every delivery."),
    )),
    ("Hazards and teepees", "icons/hazard.png", ("hazard_7", "trade"), (
        ("Floods, droughts and rockfalls block the trail with hands to pay. Remove one with a hazard "
        "action and keep it for its points. Teepees can be traded for: you gain the money printed above "
        "the teepee's space (or pay it, beside the trail). Both also count for objectives."),
    )),
    ("Objective cards", "icons/objective.png", ("objective",), (
        ("Take objective cards with objective actions; they go to your discard pile. Play one from your "
        "hand before you move or between actions for its bonus, and it stays in front of you: at the "
        "end it scores if its tasks are met and costs its penalty if not. Unplayed objectives may be "
        "added at the end without bonus."),
    )),
    ("The end", "icons/job_token.png", (), (
        ("The game ends when a worker fills the last space of the job market's twelfth row: that player "
        "takes the token (2 points), every other player has one more turn, then the score pad adds up "
        "money ($5 = 1 point), buildings, cities, stations, hazards, cattle, objectives, station "
        "masters, workers, the step disc and the token."),
    )),
    ("Keys", "icons/help.png", (), (
        ("Enter or Space: Done.  Esc: menu.  Tab: cycle through what you can click, Enter takes it.  "
        "L: the game log.  F1: this help.  F11: full screen.  M: sound on/off.  Ctrl+Z: undo."),
        "Hover anything on the board to see what it is, what it costs and why it cannot be taken now.",
    )),
)

# "What can I do here?": one line per engine decision kind (engine.decision_kinds()).
DECISION_HELP: dict[str, str] = {
    "turn": "Move your cattleman: click a glowing place ahead (fees are shown), or play an objective card first.",
    "cattle_move": "A building's move action: click a glowing place ahead to move on, or skip.",
    "loc": "Use this place: click its actions one by one, or one auxiliary action instead; Done ends phase B.",
    "aux": "Choose an auxiliary action from your player board (single or double where unlocked).",
    "build": "Choose one of your buildings and an empty building space (or one of yours to replace).",
    "buy": "Buy cattle: click cards in the market; each purchase uses cowboys and money. Done when finished.",
    "disc": "Take a disc off your player board: the space it leaves unlocks its ability.",
    "hazard": "Choose a hazard tile on the trail to remove and keep.",
    "teepee": "Choose a teepee to trade for: you gain (or pay) the money above its space.",
    "hire": "Choose a worker in the job market (rows above the token) to hire.",
    "discard_for": "Choose the card to discard for this reward, or skip it.",
    "discard": "Choose a card from your hand to discard.",
    "draw_upto": "Draw another card, or stop drawing.",
    "thin": "Choose a card in your hand to remove from the game.",
    "pair": "Choose two cards of one breed to discard.",
    "kc_foresight": "Kansas City: take one of the two tiles of this foresight column.",
    "kc_income": "Kansas City: choose how many temporary certificates to spend for more income.",
    "city": "Choose the city to deliver to: its value must not exceed your delivery value.",
    "extra_delivery": "Move your engine back: the spaces moved decide which city you may deliver to.",
    "gain_obj": "Take an objective card from the display or the top of the stack.",
    "engine_fwd": "Move your engine forward: click a glowing railroad space, or skip.",
    "engine_back": "Move your engine back: click a glowing railroad space.",
    "bounce": "Space 39: move your engine back to any free space (you gain $3).",
    "upgrade": "Upgrade this station (cost and a disc from your board for its points), or skip.",
    "station_behind": "Choose a station behind your engine to upgrade.",
    "master": "Appoint the station master: send one of your hired workers there, or skip.",
    "sm_objective": "Station master: remove a hazard for free or trade with the Indians.",
    "copy_choose": "Choose the neighbouring building whose actions you use.",
    "game_over": "The game is over: see the score pad.",
}


def decision_help(prompt: str) -> str:
    return DECISION_HELP.get(prompt, "Choose one of the glowing options.")


def render_page(width: int = PAGE_W) -> pygame.Surface:
    """The whole digest as one tall transparent surface."""
    head = assets.font(44, display=True)
    body = assets.font(BODY_SIZE)
    text_w = width - GUTTER - 10
    y = 10
    placed: list[tuple[tuple[int, int], pygame.Surface]] = []
    for heading, icon, glyphs, paras in SECTIONS:
        top = y
        hs = head.render(heading, True, INK)
        placed.append(((GUTTER, y), hs))
        gx = GUTTER + hs.get_width() + 24
        for g in glyphs:
            img = assets.image(f"actions/{g}.png")
            gs = pygame.transform.smoothscale(img, (round(img.get_width() * 0.75), round(img.get_height() * 0.75)))
            if gx + gs.get_width() > width:
                break
            placed.append(((gx, y + (hs.get_height() - gs.get_height()) // 2), gs))
            gx += gs.get_width() + 10
        y += hs.get_height() + 6
        for para in paras:
            for line in wrap(para, BODY_SIZE, text_w):
                ls = body.render(line, True, INK)
                placed.append(((GUTTER, y), ls))
                y += ls.get_height()
            y += 10
        ic = pygame.transform.smoothscale(assets.image(icon), (72, 72))
        placed.append(((4, top + 4), ic))
        y += 22
    page = pygame.Surface((width, y + 10), pygame.SRCALPHA)
    for pos, s in placed:
        page.blit(s, pos)
    return page


class RulesHelpScene(Scene):
    def __init__(self, app, prompt: str | None = None) -> None:
        super().__init__(app)
        self.prompt = prompt
        self.page = render_page()
        # The "Now:" line, wrapped to the panel (it ran past its edge), at most two lines.
        self.now_lines = wrap("Now: " + decision_help(prompt), 28, PANEL.width - 90, bold=True)[:2] if prompt else []
        self.view_h = PANEL.height - 40 - (36 * len(self.now_lines) + 24 if self.now_lines else 0)
        self.scroll = 0
        self.dragging = False
        self.back = Button((760, 960, 400, 96), "Back", self.close)

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view_h)

    def scroll_to(self, y: float) -> None:
        self.scroll = int(min(self.max_scroll, max(0, y)))

    def close(self) -> None:
        self.app.pop()

    def bar_rect(self) -> pygame.Rect:
        track = pygame.Rect(PANEL.right - 34, PANEL.top + 20, 16, PANEL.height - 40)
        frac = self.view_h / max(1, self.page.get_height())
        h = max(60, round(track.height * min(1.0, frac)))
        y = track.top + round((track.height - h) * (self.scroll / self.max_scroll if self.max_scroll else 0))
        return pygame.Rect(track.left, y, track.width, h)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: LINE_STEP, pygame.K_UP: -LINE_STEP, pygame.K_PAGEDOWN: self.view_h - 60,
                    pygame.K_PAGEUP: -(self.view_h - 60), pygame.K_SPACE: self.view_h - 60}
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
                self.close()
            elif event.key in keys:
                self.scroll_to(self.scroll + keys[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * LINE_STEP)
            return
        if self.back.handle(event, pos):
            return
        if pos is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar_rect().inflate(16, 0).collidepoint(pos):
            self.dragging = True
            self.drag_from = (pos[1], self.scroll)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            track_h = PANEL.height - 40 - self.bar_rect().height
            dy = pos[1] - self.drag_from[0]
            self.scroll_to(self.drag_from[1] + dy * self.max_scroll / max(1, track_h))

    def draw(self, surf) -> None:
        surf.blit(backdrop(surf.get_size(), 200), (0, 0))
        title = assets.font(80, display=True).render("How to play", True, PAPER)
        surf.blit(title, title.get_rect(center=(960, 80)))
        pygame.draw.rect(surf, theme.ART_PAPER, PANEL, border_radius=16)
        pygame.draw.rect(surf, SOFT, PANEL, width=4, border_radius=16)
        top = PANEL.top + 20
        if self.prompt:
            for line in self.now_lines:
                now = assets.font(28, bold=True).render(line, True, theme.NOW)
                surf.blit(now, (PANEL.left + 30, top))
                top += 36
            top += 24
            pygame.draw.line(surf, SOFT, (PANEL.left + 20, top - 12), (PANEL.right - 50, top - 12), 2)
        surf.blit(self.page, (PANEL.left + 20, top), pygame.Rect(0, self.scroll, self.page.get_width(), self.view_h))
        pygame.draw.rect(surf, theme.SCROLL_TRACK, (PANEL.right - 34, PANEL.top + 20, 16, PANEL.height - 40),
                         border_radius=8)
        pygame.draw.rect(surf, SOFT, self.bar_rect(), border_radius=8)
        self.back.draw(surf)
