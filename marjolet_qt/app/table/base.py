"""What the parts of the table view share: the state they read and the methods they
call in one another.
"""

# ruff: noqa: N815

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsView

from .layout import Region

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QGraphicsScene

    from marjolet_qt.app.animation import AnimationQueue
    from marjolet_qt.app.declaration_panel import DeclarationPanel
    from marjolet_qt.app.model import GameModel
    from marjolet_qt.engine.actions import Action

    from .cards import CardArt, CardItem
    from .items import Bubble, Label
    from .layout import Pose, TableLayout
    from .state import TableState


def _rectf(region: Region) -> QRectF:
    """A layout region as Qt's rectangle (the layout itself knows nothing of Qt)."""
    return QRectF(region.x, region.y, region.w, region.h)


class TableBase(QGraphicsView):
    """The state the table's parts share and their entry points into each other.

    :class:`~.view.TableView` sets every attribute declared here; each part (a subclass
    of this one) reads them and may call the other parts' methods declared at the end.
    """

    #: Fires whenever the table has caught up with the model (the flow waits on it).
    settled = Signal()
    #: The human clicked a pile of won cards: show the last trick.
    lastTrickRequested = Signal()
    #: Enter, Space or a click (not on a card) on the table of a finished round: the
    #: window brings back the screen between rounds the player closed to see the table.
    finishedRoundActivated = Signal()
    #: A frame was painted (the GUI benchmark counts them).
    framePainted = Signal()

    _model: GameModel
    _settings: object
    _human: int
    #: A round played apart from any game (What if…): the nameplates show its points
    #: only, not a game total that would read 0 whatever the game stood at.
    round_only: bool
    #: Tab leaves the table past its last card (Shift+Tab, its first): set where the
    #: window has buttons of its own to reach (What if…); in the game's window nothing
    #: else takes the focus, and Tab goes round the cards.
    tab_leaves: bool
    _scene: QGraphicsScene
    _art: CardArt
    _items: dict[int, CardItem]
    #: Where each card lies on screen (or will, once the current step has run).
    _poses: dict[int, Pose]
    _layout: TableLayout
    #: What is on screen (the end of the current step); None while rebuilding.
    _state: TableState | None
    #: What the last queued step will show.
    _tail: TableState | None
    #: The card the arrow keys point at.
    _focus_card: int | None
    #: The cards of the meld button under the mouse.
    _hover_meld: int
    #: Cards a hint points at (highlighted until the hint is withdrawn).
    _hint_mask: int
    #: The hinted action (Enter takes it).
    _hint_action: Action | None
    #: How the hint on the table is worded (its caption: the one to hide when it ends).
    _hint_wording: Callable[[], str] | None
    #: A trick is held up to be seen, the round's last or the computer's answer to the
    #: player's lead (a click ends the wait).
    _click_ends_hold: bool
    #: Whether the playable cards are lit (a setting).
    _highlight: bool
    queue: AnimationQueue
    _labels: dict[str, Label]
    _caption: Bubble
    #: How the caption on show is worded (asked again on a change of language).
    _caption_wording: Callable[[], str] | None
    #: The same without its figures, where the whole would need too small a font.
    _caption_shorter: Callable[[], str] | None
    #: The caption tells the computer's meld or 7, by its side (see _show_caption).
    _caption_by_computer: bool
    _toast: Bubble
    #: The position (GameModel.position) the refusal in the toast was said at.
    _refused_at: tuple[int, int] | None
    _thinking_timer: QTimer
    _thinking_dots: int
    _thinking_delay: QTimer
    panel: DeclarationPanel
    #: Where the declaration panel on show was put ("middle" or "corner"; None while it
    #: is hidden): it keeps there while it stays up at this size. An exchange or a meld
    #: declared makes it shorter, and it jumped from the corner to the middle of the
    #: table, away from the pointer and the eye (see TableView._place_panel).
    _panel_place: str | None

    def _is_pointed(self, card: int) -> bool:
        """Whether a hint, or the meld button under the pointer, points at ``card``."""
        return bool((self._hover_meld | self._hint_mask) >> card & 1)

    def _relight(self) -> None:
        """The focus and the pointing shown on the human's cards at once, the rest of
        their look kept; also while the table animates: a hint withdrawn because the
        player chose another card stayed lit until the computer's answer had been
        shown."""
        for card in self.human_cards():
            self._items[card].keep_look(
                focused=card == self._focus_card, pointed=self._is_pointed(card)
            )

    if TYPE_CHECKING:
        # The parts' methods that other parts call.
        @abstractmethod
        def _settle(self) -> None: ...

        @abstractmethod
        def _after_event(self, *_: object) -> None: ...

        @abstractmethod
        def _ensure_items(self, deck_size: int) -> None: ...

        @abstractmethod
        def _update_labels(self, state: TableState) -> None: ...

        @abstractmethod
        def _show_caption(self, wording: Callable[[], str], seat: int | None = None) -> None: ...

        @abstractmethod
        def _place_captions(self) -> None: ...

        @abstractmethod
        def _show_turn(self) -> None: ...

        @abstractmethod
        def human_cards(self) -> list[int]: ...

        @abstractmethod
        def _place_panel(self) -> bool: ...

        @abstractmethod
        def stop(self) -> None: ...
