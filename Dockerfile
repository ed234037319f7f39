# The bot's image for compose.yaml: the runtime dependencies and the code, run as an unprivileged user.
FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt
COPY bot.py config.py move.py ./
COPY cogs cogs
COPY rules rules
COPY render render
COPY league league
COPY records records
COPY locales locales
COPY fakediscord fakediscord
COPY web web
RUN python -m compileall -q bot.py config.py cogs rules records render league locales fakediscord web \
    && useradd --create-home --uid 10001 arbitre && mkdir -p /app/data && chown arbitre /app/data
USER arbitre
CMD ["python", "bot.py"]
