package org.chesseus.drivers.console;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.GameView;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;

/**
 * A game at the console: after every move the move, the board (none blindfold) and the status
 * line; refusals with their reason; the end with its code, score, article and sentence. The board
 * is seen from the side of the person to move (from the one person's side against an engine), or
 * from the other side after {@code flip}; with a fixed board, from White's side (Black's after
 * {@code flip}) whoever moves. At a terminal, {@code resign} and Ctrl-D ask first; a script's are
 * taken at once. While an engine thinks, the prompt says so and a line typed is answered with
 * "wait".
 */
final class ConsoleSession implements DriverSession {
    private final DriverSetup setup;
    private final BoardDrawing drawing;
    private boolean flipped;
    private Ruling noticed;
    private Map<String, String> tags = Map.of();
    /** A resignation asked for at a terminal and not yet confirmed. */
    private boolean resigning;

    ConsoleSession(DriverSetup setup) {
        this.setup = requireNonNull(setup, "setup");
        this.drawing = new BoardDrawing(setup.unicode(), setup.color());
        this.flipped = setup.flip();
    }

    @Override
    public Intent read(String line, GameView game) {
        String text = line.strip();
        if (resigning) {
            resigning = false;
            return Confirmation.yes(text) ? Intent.resign() : Intent.say("Not resigned: the game goes on.");
        }
        Position position = game.ruling().position();
        switch (text.toLowerCase(Locale.ROOT)) {
            case "help":
            case "?":
                return Intent.say(ConsoleHelp.of(game.book()));
            case "moves":
                return Intent.say(legalMoves(game, position));
            case "fen":
                return Intent.say(new FenWriter(game.book().legality(), CastlingNotation.STANDARD).write(position));
            case "pgn":
                return Intent.say(GamePgn.of(game, setup.notation(), tags));
            case "flip":
                flipped = !flipped;
                return Intent.say(board(game));
            default:
                Intent intent = ConsoleInput.read(text, position, setup.notation());
                if (intent.kind() == Intent.Kind.RESIGN && setup.interactive()) {
                    resigning = true;
                    return Intent.nothing();
                }
                return intent;
        }
    }

    @Override
    public Intent inputEnded(GameView game) {
        if (!setup.interactive() || resigning) {
            resigning = false;
            return Intent.resign();
        }
        resigning = true;
        return Intent.nothing();
    }

    @Override
    public void tagged(Map<String, String> recorded) {
        // In the record's order, the one to print.
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(recorded));
    }

    @Override
    public void waiting(GameView game, String thinker) {
        show("Wait: " + thinker + " is thinking; type your move once it has moved.");
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
        // After a flag fall the sentence says it all: a clock read past zero would only add noise.
        game.ruling().clocks().filter(clocks -> !flagDown(clocks))
                .flatMap(clocks -> StatusLine.clocks(game.ruling())).ifPresent(clocks -> show("Clocks: " + clocks));
        show("Game over: " + outcome.code().code() + outcome.scoreCode().map(scored -> " " + scored.code()).orElse("")
                + " " + outcome.score().pgn() + " (" + outcome.article() + ") "
                + outcome.explanation());
    }

    @Override
    public String prompt(GameView game) {
        Ruling ruling = game.ruling();
        Color toMove = ruling.position().sideToMove();
        if (resigning) {
            return Confirmation.question(actor(toMove));
        }
        String clocks = StatusLine.clocks(ruling).map(c -> " [" + c + "]").orElse("");
        if (!setup.humans().contains(toMove) && !setup.humans().isEmpty()) {
            return thinker(toMove) + " is thinking…" + clocks + " ";
        }
        return toMove.title() + clocks + "> ";
    }

    private static boolean flagDown(ClockReading clocks) {
        return clocks.remaining(Color.WHITE).compareTo(Duration.ZERO) <= 0 || clocks.remaining(Color.BLACK).compareTo(Duration.ZERO) <= 0;
    }

    /** The person acting: the side to move when a person plays it, else the one person at the table. */
    private Color actor(Color toMove) {
        return setup.humans().contains(toMove) || setup.humans().size() != 1 ? toMove : setup.humans().iterator().next();
    }

    /** An engine by the name the record gives it ({@code Stockfish 15.1}), else by its side. */
    private String thinker(Color side) {
        String name = tags.get(side == Color.WHITE ? "White" : "Black");
        return name == null || name.isBlank() ? side.title() : name;
    }

    private String board(GameView game) {
        Ruling ruling = game.ruling();
        return drawing.draw(ruling.position(), bottom(ruling.position().sideToMove()), ruling.lastMove());
    }

    /** The side seen at the bottom: the person to move, or the one person against an engine; flipped on request. */
    private Color bottom(Color toMove) {
        Color side = setup.humans().size() == 1 ? setup.humans().iterator().next()
                : setup.humans().isEmpty() || setup.fixedBoard() ? Color.WHITE : toMove;
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
