"""bench.roll_path runs the real roll callbacks (not timed here: the numbers are the bench's to print)."""

from bench import roll_path


async def test_each_command_is_measured_against_its_reference():
    results = await roll_path.measure(passes=1, count=5)
    assert [name for name, _, _ in results] == ["/injury", "/armour"]
    assert all(len(ours) == len(reference) == 1 for _, ours, reference in results)


async def test_the_stand_in_gets_the_real_reply(replies):
    await roll_path.measure(passes=1, count=1)
    assert {reply["embeds"][0]["title"] for reply in replies} == {"Jet de Blessure", "Jet d'Armure"}
