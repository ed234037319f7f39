"""A domain error is data: a key and parameters, and still a ValueError for older callers."""

import pytest

from rules.errors import DomainError


def test_a_domain_error_keeps_its_key_and_parameters():
    error = DomainError("error.av.range", low=2, high=12, value=13)
    assert (error.key, error.params) == ("error.av.range", {"low": 2, "high": 12, "value": 13})
    assert "DomainError('error.av.range'" in repr(error)


def test_a_domain_error_is_caught_as_a_value_error():
    with pytest.raises(ValueError, match=r"error\.av\.range"):
        raise DomainError("error.av.range")
