package org.chesseus.launcher.play;

import static java.util.Objects.requireNonNull;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.chesseus.api.Color;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.rules.RuleBook;

/**
 * What a table is set with before the first move: the rule book, the start of the record, the
 * options of the game for a given time source (the clock, event regulations), the notation, the
 * players, and whether take-backs are allowed.
 *
 * @param book the rule book
 * @param start the start position of the record
 * @param startFen its FEN, as engines are told
 * @param standardStart whether it is the standard start position ({@code position startpos})
 * @param options the game's options over a time source
 * @param notation SAN and UCI for the book
 * @param players who plays each side
 * @param names the names given for the record ({@code --white-name}), by side; a side without one
 *     is named by its engine's {@code id name}, else by its choice ({@code human})
 * @param casual whether take-backs are allowed (by the players' agreement: a casual game)
 * @param chess960 whether the game is Chess960: engines are told {@code UCI_Chess960}
 */
record TableSetup(RuleBook book, Position start, String startFen, boolean standardStart,
        Function<LongSupplier, GameOptions> options, MoveNotation notation, Map<Color, PlayerChoice> players,
        Map<Color, String> names, boolean casual, boolean chess960) {
    /** Requires every part, and a player for each side. */
    TableSetup {
        requireNonNull(book, "book");
        requireNonNull(start, "start");
        requireNonNull(startFen, "startFen");
        requireNonNull(options, "options");
        requireNonNull(notation, "notation");
        players = Map.copyOf(players);
        names = Map.copyOf(names);
        if (players.size() != 2) {
            throw new IllegalArgumentException("a player for each side: " + players);
        }
    }

    /** The sides people play at this terminal. */
    Set<Color> humans() {
        Set<Color> humans = EnumSet.noneOf(Color.class);
        players.forEach((side, player) -> {
            if (player.isHuman()) {
                humans.add(side);
            }
        });
        return humans;
    }
}
