"""The repositories' factories (the seam where the league's storage is imported lazily) and the bot's use of them."""

import inspect

from bot import Arbitre, Repository
from league import repositories


def _factories():
    return {
        name: build
        for name, build in vars(repositories).items()
        if inspect.isfunction(build) and build.__module__ == repositories.__name__
    }


async def test_each_factory_builds_the_repository_its_annotation_names(db):
    rolls = repositories.rolls(db, 0.0)
    for name, build in _factories().items():
        uses = [rolls] if "rolls" in inspect.signature(build).parameters and name != "rolls" else []
        built = build(db, 0.0) if name == "rolls" else build(db, *uses)
        assert type(built).__name__ == inspect.signature(build).return_annotation, name
    await rolls.close()


def test_the_bot_reads_every_factory_and_no_module_path():
    used = {attr.build for attr in vars(Arbitre).values() if isinstance(attr, Repository)}
    # rolls is a cached property (it needs the bot's settings): every other factory backs one Repository
    assert used | {repositories.rolls} == set(_factories().values())
