package org.chesseus.tools.corpus;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.rules.RuleBook;

/**
 * One game of engine self-play under a rule book with claims ({@code fide}), ended as Lichess ends
 * games: by the board (checkmate, stalemate, dead position), by a draw Lichess declares at once
 * (threefold repetition, fifty moves: the claim the player having the move could make), by a
 * player (resignation when lost, agreement when level), by the clock (a flag, simulated by {@link
 * SimulatedClock}), or by a player leaving or the site stopping the game, on a few games drawn for
 * it in advance. Everything random comes from the game's own generator, so a game depends only on
 * its seed.
 */
final class SelfPlay {
    private final RuleBook book;
    private final Legality legality;
    private final MoveNotation notation;
    private final MoveChoice choice;
    private final double nodeScale;

    SelfPlay(RuleBook book, MoveChoice choice, double nodeScale) {
        this.book = requireNonNull(book, "book");
        this.legality = book.legality();
        this.notation = legality.notation(false);
        this.choice = requireNonNull(choice, "choice");
        this.nodeScale = nodeScale;
    }

    /** The state of one game under way. */
    private static final class Board {
        final List<String> sans = new ArrayList<>();
        final List<String> clocks = new ArrayList<>();
        final List<Move> moves = new ArrayList<>();
        final int[] lostStreak = new int[2];
        final Position start;
        Position position;

        Board(Position start) {
            this.start = start;
            this.position = start;
        }
    }

    /** Plays game {@code index} of a corpus with the draws of {@code random}. */
    PlayedGame play(SplittableRandom random, int index) {
        Player white = Player.draw(random, nodeScale);
        Player black = Player.draw(random, nodeScale);
        LichessTimeControl control = LichessTimeControl.draw(random);
        Optional<EndgameStart> setUp = random.nextDouble() < EndgameStart.SHARE
                ? Optional.of(EndgameStart.draw(random, book)) : Optional.empty();
        Interruption interruption = setUp.isPresent() ? Interruption.NONE : Interruption.draw(random, index);
        SimulatedClock clock = new SimulatedClock(control);
        Board board = new Board(setUp.map(EndgameStart::position).orElse(Position.start()));
        Game game = Game.start(book, board.start);
        setUp.ifPresent(start -> clock.scramble(start.position().sideToMove() == Color.WHITE ? 0 : 1));
        choice.newGame();
        while (true) {
            int ply = board.moves.size();
            if (game.isOver()) {
                Outcome outcome = game.outcome().orElseThrow();
                return ended(white, black, control, setUp, board, boardEnding(outcome.code()), outcome.score().pgn());
            }
            Optional<Outcome> claim = game.ruling().claimAvailable();
            if (claim.isPresent()) {
                Ending ending = claim.get().code() == ResultCode.THREEFOLD_REPETITION ? Ending.REPETITION : Ending.FIFTY_MOVES;
                return ended(white, black, control, setUp, board, ending, "1/2-1/2");
            }
            int side = board.position.sideToMove() == Color.WHITE ? 0 : 1;
            Player mover = side == 0 ? white : black;
            if (ply == interruption.ply()) {
                return ended(white, black, control, setUp, board, interruption.ending(),
                        interruption.result(side == 0 ? Color.WHITE : Color.BLACK));
            }
            MoveChoice.Chosen chosen = choice.choose(mover, board.start, board.position, board.moves, random);
            Optional<Ending> byPlayer = byPlayer(chosen.score(), side, ply, white, black, board, random);
            if (byPlayer.isPresent()) {
                String result = byPlayer.get() == Ending.AGREEMENT ? "1/2-1/2" : side == 0 ? "0-1" : "1-0";
                return ended(white, black, control, setUp, board, byPlayer.get(), result);
            }
            Color other = side == 0 ? Color.BLACK : Color.WHITE;
            FlagMaterial opponent = FlagMaterial.of(board.position, other);
            if (!clock.scrambling(side) && random.nextDouble() < scrambleChance(opponent)) {
                clock.scramble(side);
            }
            if (!clock.spend(side, ply, clock.think(side, ply, mover, random))) {
                String result = opponent == FlagMaterial.BARE_KING ? "1/2-1/2" : side == 0 ? "0-1" : "1-0";
                return new PlayedGame(white, black, control, board.sans, board.clocks, Ending.TIME_FORFEIT, result,
                        Optional.of(opponent), setUp);
            }
            board.sans.add(notation.san(board.position, chosen.move()));
            board.clocks.add(clock.comment(side));
            board.position = legality.play(board.position, chosen.move());
            board.moves.add(chosen.move());
            game.advance(chosen.move().packed());
        }
    }

    /** Players rated below this play on to the end, as beginners do: mate, stalemate, a dead position. */
    static final int RESIGNS_FROM = 1300;

    /** A resignation when the mover has been lost for two of its moves, or an agreement in a level game. */
    private static Optional<Ending> byPlayer(int score, int side, int ply, Player white, Player black, Board board,
            SplittableRandom random) {
        Player mover = side == 0 ? white : black;
        board.lostStreak[side] = score <= -(300 + mover.rating() / 4) ? board.lostStreak[side] + 1 : 0;
        if (board.lostStreak[side] >= 2 && mover.rating() >= RESIGNS_FROM && random.nextDouble() < 0.3) {
            return Optional.of(Ending.RESIGNATION);
        }
        boolean level = Math.abs(score) <= 25 && ply >= 40;
        double agreement = Long.bitCount(board.position.occupied()) <= 12
                ? 0.05 : 0.012;
        if (level && Math.min(white.rating(), black.rating()) >= 1200 && random.nextDouble() < agreement) {
            return Optional.of(Ending.AGREEMENT);
        }
        return Optional.empty();
    }

    /**
     * The chance a move starts the mover's scramble, by what the opponent has: high where a flag is
     * rare and matters (a lone minor piece, two knights, a rook, a queen, a blocked ending), lower
     * for a bare king and pawns, low otherwise (most flags then come from slow players).
     */
    private static double scrambleChance(FlagMaterial opponent) {
        return switch (opponent) {
            case BARE_KING -> 0.03;
            case KNIGHT, BISHOP, TWO_KNIGHTS, ROOK, QUEEN -> 0.08;
            case BLOCKED -> 0.3;
            case PAWNS -> 0.015;
            case MORE -> 0.0004;
        };
    }

    private static Ending boardEnding(ResultCode code) {
        return switch (code) {
            case WHITE_CHECKMATES, BLACK_CHECKMATES -> Ending.CHECKMATE;
            case STALEMATE -> Ending.STALEMATE;
            case FIVEFOLD_REPETITION, THREEFOLD_REPETITION -> Ending.REPETITION;
            case SEVENTY_FIVE_MOVES, FIFTY_MOVES -> Ending.FIFTY_MOVES;
            default -> Ending.DEAD_POSITION;
        };
    }

    private static PlayedGame ended(Player white, Player black, LichessTimeControl control,
            Optional<EndgameStart> setUp, Board board, Ending ending, String result) {
        return new PlayedGame(white, black, control, board.sans, board.clocks, ending, result, Optional.empty(), setUp);
    }
}
