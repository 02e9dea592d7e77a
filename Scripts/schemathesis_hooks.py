"""Schemathesis hooks for `names serve` (loaded by Scripts/check-schemathesis.sh through SCHEMATHESIS_HOOKS).

The listing cursor is opaque (`format: listing-cursor` in the OpenAPI document): a pattern cannot say which text
is one, so without this the positive phases would send base64url text that decodes to no cursor and count the
server's correct `400 bad_cursor` as a schema-valid request refused. This strategy builds every cursor the
server can read, in its layout (ListingCursor.swift): a 2-byte big-endian key length, the collation key, the id's
UTF-8, as unpadded base64url; so any sort key and any id, not only those a listing gave out, are tried.
"""

import base64

from hypothesis import strategies as st

import schemathesis


@st.composite
def listing_cursors(draw):
    key = draw(st.binary(max_size=64))
    place_id = draw(st.text(max_size=40)).encode("utf-8")
    raw = len(key).to_bytes(2, "big") + key + place_id
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


schemathesis.openapi.format("listing-cursor", listing_cursors())
