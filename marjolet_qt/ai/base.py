"""What every level shares: a choice is made with its reason (a :class:`.reasons.Reason`),
and ``choose`` keeps the action (the hint shows the reason; the table only needs the move)."""

from __future__ import annotations

from typing import Any

from marjolet_qt.engine.actions import Action
from marjolet_qt.engine.observation import Observation

from .reasons import Reason


class ExplainingPlayer:
    """Base of the levels: subclasses implement ``choose_with_reason``."""

    name: str

    def choose(self, observation: Observation, *args: Any, **kwargs: Any) -> Action:
        """The action of :meth:`choose_with_reason`, with the same arguments."""
        return self.choose_with_reason(observation, *args, **kwargs)[0]

    def choose_with_reason(
        self, observation: Observation, *args: Any, **kwargs: Any
    ) -> tuple[Action, Reason]:
        raise NotImplementedError
