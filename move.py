"""Déplacer toute une base Arbitre vers l'autre moteur : SQLite → PostgreSQL, ou PostgreSQL → SQLite.

    python move.py data/arbitre.sqlite3 postgresql://arbitre:secret@localhost:5432/arbitre
    python move.py postgresql://arbitre:secret@localhost:5432/arbitre data/copie.sqlite3

La cible doit être vide (une base PostgreSQL créée pour l'occasion, ou un fichier SQLite qui n'existe pas
encore) ; la source n'est que lue (elle est migrée à la version du code, comme au démarrage du bot). Arrêtez le
bot pendant le déplacement. Chaque table est ensuite comptée et comparée ligne à ligne des deux côtés
(:mod:`league.move`).
"""

from __future__ import annotations

import asyncio
import sys

from league.move import MoveError, move


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    source, target = argv

    def progress(table: str, rows: int) -> None:
        print(f"\r  {table} : {rows} lignes copiées", end="", file=sys.stderr, flush=True)

    try:
        checks = asyncio.run(move(source, target, progress))
    except MoveError as exc:
        print(f"\nDéplacement refusé ou incomplet : {exc}", file=sys.stderr)
        return 1
    print("", file=sys.stderr)
    for check in checks:
        print(f"{check.table:<22} {check.source_rows:>10} lignes  identiques des deux côtés")
    print(f"Déplacement terminé et vérifié : {sum(c.target_rows for c in checks)} lignes dans {len(checks)} tables.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
