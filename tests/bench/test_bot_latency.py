"""bench.bot_latency's tables: each figure of the bot over each reference of the same pass (not timed here)."""

from bench.bot_latency import Result, summary, table


def result(label, p99, cpu=0.4):
    return Result(label, 0.2, 50.0, p99 / 2, p99, p99, 1000.0, 200, cpu_ms=cpu, startup_cpu_s=0.2)


def test_a_pass_gives_the_bot_s_ratio_to_each_reference():
    shown = table([result("bot.py", 120.0), result("bare_bot.py", 100.0), result("embed_bot.py", 110.0)])
    assert [line.split()[:3] for line in shown.splitlines() if line.startswith("ratio")] == [
        ["ratio", "bot/bare", "1.00"],
        ["ratio", "bot/embed", "1.00"],
    ]
    assert "1.20" in next(line for line in shown.splitlines() if line.startswith("ratio bot/bare"))


def test_the_summary_takes_the_median_of_the_same_pass_ratios():
    passes = [
        [result("bot.py", 120.0), result("bare_bot.py", 100.0), result("embed_bot.py", 110.0)],
        [result("bot.py", 130.0), result("bare_bot.py", 100.0), result("embed_bot.py", 130.0)],
        [result("bot.py", 300.0), result("bare_bot.py", 100.0), result("embed_bot.py", 200.0)],
    ]
    rows = {line[:20].strip(): line.split() for line in summary(passes).splitlines()}
    p99 = 5  # label words, then start-up, start-up CPU, RSS, p50, p99
    assert rows["bot/bare (median)"][p99] == "1.30"  # 1.2, 1.3, 3.0
    assert rows["bot/embed (median)"][p99] == "1.09"  # 1.09, 1.0, 1.5
    assert rows["bot/bare (range)"][p99] == "1.20–3.00"
