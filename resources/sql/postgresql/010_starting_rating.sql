-- Palmarès club, schema 10 (PostgreSQL): a player's starting rating in a
-- game (see ../sqlite/010_starting_rating.sql for why). The ratings cache is
-- not touched.
CREATE TABLE starting_rating (
    player_id BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    game_id BIGINT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX starting_rating_game ON starting_rating (game_id);

INSERT INTO schema_version (version, applied_at) VALUES (10, CURRENT_TIMESTAMP);
