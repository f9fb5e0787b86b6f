package org.chesseus.tools.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;

/**
 * A record damaged on purpose, three games in 2,000, the ways archives are damaged: a move the
 * position does not allow (checked illegal against the rule book's legality), a {@code )} that
 * closes no variation, or the movetext cut off before its result token. Where the damage falls is drawn from
 * the game's own generator.
 */
final class Damage {
    private static final String[] WRONG_MOVES = {"Ke4", "Qh8", "Nb5", "O-O-O", "Ra3", "Kd5", "Bb8", "Qa1"};

    private Damage() {
    }

    /**
     * The damage done to game {@code index} of {@code plies} half-moves: one kind each on three
     * fixed games of every 2,000 (so a corpus of 2,000 holds each), none on a game of fewer than
     * four half-moves.
     */
    static Optional<Ending> of(int index, int plies) {
        if (plies < 4) {
            return Optional.empty();
        }
        return switch (index % 2000) {
            case 137 -> Optional.of(Ending.ILLEGAL_MOVE);
            case 1071 -> Optional.of(Ending.SYNTAX_ERROR);
            case 1853 -> Optional.of(Ending.TRUNCATED);
            default -> Optional.empty();
        };
    }

    /**
     * The movetext of {@code game} with {@code damage} done at a ply drawn from {@code random}, and
     * the result token it ends with ({@code ""} when cut off).
     */
    static List<String> apply(Ending damage, PlayedGame game, Legality legality, SplittableRandom random) {
        List<String> tokens = new ArrayList<>(LichessRecord.movetext(game));
        int ply = 1 + random.nextInt(tokens.size() - 1);
        String number = game.moveNumber(ply) + " ";
        switch (damage) {
            case ILLEGAL_MOVE -> tokens.set(ply, number + illegal(game, ply, legality) + " { " + game.clocks().get(ply) + " }");
            case SYNTAX_ERROR -> tokens.set(ply, number + game.sans().get(ply) + " ) { " + game.clocks().get(ply) + " }");
            default -> tokens.subList(ply, tokens.size()).clear();
        }
        return tokens;
    }

    /** A move in SAN that the position before {@code ply} does not allow. */
    private static String illegal(PlayedGame game, int ply, Legality legality) {
        MoveNotation notation = legality.notation(false);
        Position position = game.start();
        for (int i = 0; i < ply; i++) {
            position = legality.play(position, notation.parseSan(position, game.sans().get(i)));
        }
        List<String> candidates = new ArrayList<>();
        candidates.add(game.sans().get(ply - 1));
        candidates.addAll(List.of(WRONG_MOVES));
        for (String candidate : candidates) {
            try {
                notation.parseSan(position, candidate);
            } catch (IllegalMoveException refused) {
                return candidate;
            }
        }
        throw new IllegalStateException("every candidate is legal at ply " + ply);
    }
}
