"""The pre-game sequence: who plays, team values, inducements, Star Players, Prayers to Nuffle."""
