package org.chesseus.tools.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.function.Consumer;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.pgn.MoveNumbering;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnException;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.rules.RuleBook;

/**
 * Judges recorded games under a rule book. Each game is replayed from its start (the {@code FEN}
 * tag's position, Chess960 when its {@code Variant} says so) with the book's automatic endings
 * judged after every move: a game the board ended — checkmate, stalemate, dead position, fivefold,
 * 75 moves — ends there, whatever the record goes on to say. A game the board did not end has its
 * recorded end judged again ({@link RecordedEnd}). An illegal move stops the replay: the verdict
 * names its SAN token and PGN line, with the half-moves legally played before it.
 */
public final class Adjudicator {
    private final RuleBook book;
    private final RecordedEnd recordedEnd;
    private final Consumer<String> warnings;

    /** An adjudicator under {@code book}, reading {@code FEN} tags strictly. */
    public Adjudicator(RuleBook book) {
        this(book, null);
    }

    /**
     * An adjudicator under {@code book} reading {@code FEN} tags leniently when {@code warnings} is
     * given: an impossible castling right or en-passant square is dropped and said there, with the
     * game's number ({@link PgnGame#startPosition(org.chesseus.api.Legality, Consumer)}); strictly
     * when it is null.
     */
    public Adjudicator(RuleBook book, Consumer<String> warnings) {
        this.book = requireNonNull(book, "book");
        this.recordedEnd = new RecordedEnd(book);
        this.warnings = warnings;
    }

    /** The verdict on the {@code number}-th game of a file (from 1), read or not. */
    public Adjudication judge(int number, PgnEntry entry) {
        return judge(number, entry, warnings == null ? null : warning -> warnings.accept("game " + number + ", " + warning));
    }

    /**
     * The verdict, this game's warnings said to {@code gameWarnings} without the game's number (for a
     * caller that numbers games later); {@code FEN} tags are read leniently only when this
     * adjudicator is lenient.
     */
    public Adjudication judge(int number, PgnEntry entry, Consumer<String> gameWarnings) {
        Optional<PgnGame> record = entry.game();
        if (record.isEmpty()) {
            return Adjudication.failed(number, entry.line(), Optional.empty(), 0,
                    JudgingError.syntax(entry.error().orElseThrow()));
        }
        try {
            return replay(number, record.get(), warnings == null ? null : gameWarnings);
        } catch (PgnException unplayable) {
            return Adjudication.failed(number, entry.line(), Optional.of(record.get().result()), 0,
                    JudgingError.setup(unplayable));
        }
    }

    private Adjudication replay(int number, PgnGame record, Consumer<String> gameWarnings) {
        Position start = record.startPosition(book.legality(), gameWarnings);
        Adjudication verdict = replay(number, record, start);
        int ply = verdict.ply();
        return ply < 1 || ply > record.moves().size() ? verdict
                : verdict.after(MoveNumbering.label(start, ply, record.moves().get(ply - 1).san()));
    }

    private Adjudication replay(int number, PgnGame record, Position start) {
        MoveNotation notation = book.legality().notation(record.isChess960());
        Game game = Game.start(book, start);
        for (PgnMove written : record.moves()) {
            if (game.isOver()) {
                break;
            }
            try {
                game.advance(written.san(), notation);
            } catch (IllegalMoveException illegal) {
                int ply = game.ruling().ply();
                return Adjudication.failed(number, record.line(), Optional.of(record.result()), ply,
                        illegalMove(written, game.ruling().position(), ply, illegal));
            }
        }
        if (game.isOver()) {
            return Adjudication.ended(number, record.line(), record.result(), RecordedReason.of(record).reason(),
                    game.outcome().orElseThrow(), game.ruling().ply());
        }
        return recordedEnd.judge(number, record, game);
    }

    /**
     * The illegal move at {@code ply}, its message {@code PGN line 12: 2. Ke3 (White): no king move
     * reaches e3}: the token, where it stands and why.
     */
    static JudgingError illegalMove(PgnMove written, Position position, int ply, IllegalMoveException illegal) {
        boolean white = position.sideToMove() == Color.WHITE;
        String label = position.fullmoveNumber() + (white ? ". " : "... ") + written.san();
        String reason = illegal.getMessage();
        int colon = reason.indexOf(": ");
        if (colon >= 0 && reason.substring(0, colon).contains(written.san())) {
            reason = reason.substring(colon + 2);
        }
        String message = "PGN line " + written.line() + ": " + label + " (" + position.sideToMove().title() + "): " + reason;
        return JudgingError.illegalMove(message, ply, written.san(), position.sideToMove(), reason, written.line());
    }
}
