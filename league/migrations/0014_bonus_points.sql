-- The book's optional bonus League Points (league_play.md « League Scoring »: 3+ touchdowns scored, none
-- conceded, 3+ casualties that earn SPP caused, one point each a match), added to the total when set; off by
-- default, as the book leaves them to the commissioner.
ALTER TABLE league_scoring ADD COLUMN bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus IN (0, 1));
