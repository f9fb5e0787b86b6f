package org.chesseus.drivers.console;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.DriverSetup;
import org.chesseus.api.driver.Intent;
import org.chesseus.api.driver.Played;
import org.chesseus.api.game.GameView;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;

/**
 * A game at the console: after every move the move, the board (none blindfold) and the status
 * line; refusals with their reason; the end with its code, score, article and sentence. The board
 * is seen from the side of the person to move (from the one person's side against an engine), or
 * from the other side after {@code flip}.
 */
final class ConsoleSession implements DriverSession {
    static final String HELP = String.join("\n",
            "Moves: SAN (Nf3, exd5, O-O, e8=N) or UCI (g1f3, e7e8n).",
            "  Nf3=     the move with a draw request: a claim if the move makes one correct (FIDE 9.2.1, 9.3.1), else an offer",
            "  =        accept the standing offer, else claim a draw on this position, else offer one",
            "  resign   (or r) resign; the end of input (Ctrl-D) resigns too",
            "  moves    the legal moves        fen    the position as FEN",
            "  pgn      the game so far        flip   turn the board over",
            "  undo     take back (casual games only)    help   this text",
            "Status line: C! check, M= half-move clock, R= repetitions of this position, D? a draw offer stands.");

    private final DriverSetup setup;
    private final BoardDrawing drawing;
    private boolean flipped;
    private Ruling noticed;

    ConsoleSession(DriverSetup setup) {
        this.setup = requireNonNull(setup, "setup");
        this.drawing = new BoardDrawing(setup.unicode(), setup.color());
        this.flipped = setup.flip();
    }

    @Override
    public Intent read(String line, GameView game) {
        String text = line.strip();
        Position position = game.ruling().position();
        switch (text.toLowerCase(Locale.ROOT)) {
            case "help":
            case "?":
                return Intent.say(HELP);
            case "moves":
                return Intent.say(legalMoves(game, position));
            case "fen":
                return Intent.say(new FenWriter(game.book().legality(), CastlingNotation.STANDARD).write(position));
            case "pgn":
                return Intent.say(GamePgn.of(game, setup.notation()));
            case "flip":
                flipped = !flipped;
                return Intent.say(board(game));
            default:
                return ConsoleInput.read(text, position, setup.notation());
        }
    }

    @Override
    public void started(GameView game) {
        Ruling ruling = game.ruling();
        show(setup.blindfold() ? "Blindfold: no board is drawn." : board(game));
        show(StatusLine.of(ruling));
    }

    @Override
    public void moved(GameView game, Played played) {
        Ruling ruling = game.ruling();
        String number = played.before().fullmoveNumber() + (played.by() == Color.WHITE ? ". " : "... ");
        show(number + played.san() + (played.drawRequest() ? " =" : "")
                + (played.drawRequest() ? "  (" + played.by().title() + " asks for a draw)" : ""));
        if (!setup.blindfold()) {
            show(board(game));
        }
        if (!game.isOver()) {
            show(StatusLine.of(ruling));
        }
        notice(ruling);
    }

    @Override
    public void ruled(GameView game, Ruling ruling) {
        notice(ruling);
        show(StatusLine.of(ruling));
    }

    @Override
    public void refused(GameView game, String reason) {
        show("Refused: " + reason);
        StatusLine.clocks(game.ruling()).ifPresent(clocks -> show("Clocks: " + clocks));
    }

    @Override
    public void ended(GameView game, Outcome outcome) {
        notice(game.ruling());
        StatusLine.clocks(game.ruling()).ifPresent(clocks -> show("Clocks: " + clocks));
        show("Game over: " + outcome.code().code() + outcome.scoreCode().map(scored -> " " + scored.code()).orElse("")
                + " " + outcome.score().pgn() + " (" + outcome.article() + ") "
                + outcome.explanation());
    }

    @Override
    public String prompt(GameView game) {
        Ruling ruling = game.ruling();
        return ruling.position().sideToMove().title() + StatusLine.clocks(ruling).map(c -> " [" + c + "]").orElse("") + "> ";
    }

    private String board(GameView game) {
        Ruling ruling = game.ruling();
        return drawing.draw(ruling.position(), bottom(ruling.position().sideToMove()), ruling.lastMove());
    }

    /** The side seen at the bottom: the person to move, or the one person against an engine; flipped on request. */
    private Color bottom(Color toMove) {
        Color side = setup.humans().size() == 1 ? setup.humans().iterator().next()
                : setup.humans().isEmpty() ? Color.WHITE : toMove;
        return flipped ? side.opposite() : side;
    }

    private String legalMoves(GameView game, Position position) {
        List<Move> moves = game.book().legality().legalMoves(position);
        return moves.isEmpty() ? "No legal moves." : moves.stream().map(move -> setup.notation().san(position, move))
                .sorted().collect(Collectors.joining(" "));
    }

    /** Shows what an action did besides, once. */
    private void notice(Ruling ruling) {
        if (ruling != noticed) {
            noticed = ruling;
            ruling.notice().ifPresent(this::show);
        }
    }

    private void show(String text) {
        setup.screen().show(text);
    }
}
