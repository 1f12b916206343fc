"""The Hint's why never shrinks below a readable size: a long why (German's are longest) takes a
wider card over the trail, not 17 logical px (11 px at 1280x720)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from gwt_desktop.ui.game import why_card
from gwt_desktop.ui.kit import canvas
from gwt_desktop.ui.kit.canvas import Canvas

FLOOR = 18  # the game's smallest words (the prompt's and the bar's floor): 12 px at 1280x720


def test_a_long_why_takes_a_wider_card_at_a_readable_size():
    pygame.font.init()
    stamp = object()
    card = why_card.WhyCard(stamp=lambda: stamp, rings=lambda: [pygame.Rect(1526, 176, 384, 300)])
    sentence = ("Die Einschätzung erwartet von dieser Zugfolge am Ende etwa drei Punkte mehr gegenüber deinen "
                "Mitspielern als von der nächstbesten, weil sie den Rindermarkt früher leert und dir am "
                "Ende mehr Zertifikate lässt. ")
    card.stamp, card.sentences = stamp, [SimpleNamespace(text=sentence) for _ in range(5)]
    surf = Canvas.new((1920, 1080), 2 / 3)
    with canvas.measuring(2 / 3):
        card.draw(surf)
        size = card._wrapped()[0]
    assert size >= FLOOR and card.rect.w > why_card.RECT.w
    assert card.rect.bottom <= why_card.BOTTOM and pygame.Rect(0, 0, 1920, 1080).contains(card.rect)
    assert not card.rect.colliderect(pygame.Rect(1526, 176, 384, 300))  # still clear of what it rings


def test_a_short_why_keeps_the_narrow_card_at_its_largest_size():
    pygame.font.init()
    size, _lines, _height, width = why_card.lay_out(("Nimm diese Aktion.",))
    assert (size, width) == (why_card.SIZES[0], why_card.RECT.w)
