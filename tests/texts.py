"""Error texts the tests share."""

from __future__ import annotations

#: An error text no rule matches and the learned model can never know: it has no word of
#: two ASCII letters and no three letters in a row, so no refit can give it features.
UNKNOWN_ERROR = "E-42 @ 0x7f: 9"
