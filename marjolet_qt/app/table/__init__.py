"""The card table: layout, card items, animation steps and the view that plays them."""

from .view import TableView

__all__ = ["TableView"]
