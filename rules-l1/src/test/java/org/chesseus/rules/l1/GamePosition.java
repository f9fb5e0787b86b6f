package org.chesseus.rules.l1;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.chesseus.api.FenReader;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;

/** A position reached in a random game, standard chess or Chess960, with the reader and notation of its variant. */
record GamePosition(Position position, boolean chess960) {
    GamePosition {
        requireNonNull(position, "position");
    }

    /** Positions after 0 to 120 random half-moves from the standard start or a random Chess960 start. */
    static Arbitrary<GamePosition> arbitrary() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 120), Arbitraries.of(false, true))
                .as(GamePosition::reach);
    }

    /** A fixed pool: {@code games} games of each variant, every fifth position. */
    static List<GamePosition> pool(long seed, int games) {
        RandomGames random = new RandomGames(seed);
        List<GamePosition> pool = new ArrayList<>();
        random.standardPositions(games, 120, 5).forEach(p -> pool.add(new GamePosition(p, false)));
        random.chess960Positions(games, 120, 5).forEach(p -> pool.add(new GamePosition(p, true)));
        return List.copyOf(pool);
    }

    static GamePosition reach(long seed, int plies, boolean chess960) {
        RandomGames random = new RandomGames(seed);
        Position start = chess960 ? random.chess960Start() : Position.start();
        return new GamePosition(random.walk(start, plies), chess960);
    }

    FenReader reader() {
        return chess960 ? Books.CHESS960 : Books.STANDARD;
    }

    MoveNotation notation() {
        return chess960 ? Books.NOTATION_960 : Books.NOTATION;
    }

    @Override
    public String toString() {
        return position + (chess960 ? " (Chess960)" : "");
    }
}
