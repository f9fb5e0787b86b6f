package org.chesseus.launcher.play;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.Intent;
import org.chesseus.api.driver.Played;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameView;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.pgn.Termination;
import org.chesseus.drivers.uci.EngineListener;
import org.chesseus.drivers.uci.UciCommands;
import org.chesseus.drivers.uci.UciEngine;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.LineSource;
import org.chesseus.tools.setup.PlayTime;

/**
 * One game at the table: the game under its book, the players, the driver showing it, the record.
 * One thread — the caller of {@link #play} — owns the game; people's lines and engines' moves
 * arrive as {@link TableEvent}s from their own threads, and between events the clock is read so a
 * flag falls on time even when no one acts. Every action goes through the arbiter: a move (with a
 * draw request or not), a draw request alone (accept the standing offer, else claim, else offer),
 * resignation, a take-back in a casual game. The end of a script's input resigns the side to
 * move; at a terminal the driver may ask first ({@link DriverSession#inputEnded}). Ctrl-C stops
 * the game unfinished, its record kept for {@code --resume}. What a person types while an engine
 * thinks on its move is not read as a move: the driver says to wait.
 */
final class Table {
    private static final long TICK_MILLIS = 1000;

    private final TableSetup setup;
    private final PlayTime time;
    private final DriverSession session;
    private final LineSource lines;
    private final BlockingQueue<TableEvent> events = new LinkedBlockingQueue<>();
    private final Map<Color, UciEngine> engines = new EnumMap<>(Color.class);
    private final List<Duration> took = new ArrayList<>();
    private final Set<Color> humans;
    private final Map<Color, String> names = new EnumMap<>(Color.class);
    private GameRecord record;
    private Game game;
    private long turnStarted;
    private long search;
    private boolean thinking;
    private String stopped;
    /** How an engine's fault ended the game, when one did: an illegal move or a failure. */
    private Termination termination;

    Table(TableSetup setup, PlayTime time, DriverSession session, LineSource lines) {
        this.setup = requireNonNull(setup, "setup");
        this.time = requireNonNull(time, "time");
        this.session = requireNonNull(session, "session");
        this.lines = requireNonNull(lines, "lines");
        this.humans = setup.humans();
    }

    /**
     * Starts the engines, replays the moves already made (a resumed record), opens the record under
     * the players' names (given, else an engine's {@code id name}, else the choice) and plays the
     * game to its end.
     *
     * @return the exit status: 0 when the game ended (or the input did), 1 when it could not go on
     * @throws RejectedInputException when an engine cannot be started
     */
    int play(List<Move> moves, List<Duration> times, BiFunction<Map<Color, String>, GameView, GameRecord> opener) {
        try {
            seatEngines();
            game = Replay.of(setup, time, moves, times);
            took.addAll(times);
            turnStarted = time.getAsLong();
            record = opener.apply(Map.copyOf(names), game);
            return run();
        } finally {
            engines.values().forEach(UciEngine::close);
            if (record != null) {
                record.close();
            }
        }
    }

    /**
     * Starts the engines and names every side: the name given, else the engine's {@code id name}
     * (with its level: {@code Chesseus 0.1.0 at 1200}), else the choice.
     */
    private void seatEngines() {
        for (Map.Entry<Color, PlayerChoice> seat : setup.players().entrySet()) {
            Color side = seat.getKey();
            Optional<String> named = Optional.ofNullable(setup.names().get(side));
            if (seat.getValue().isEngine()) {
                UciEngine engine = seat.getValue().start(setup.book(), "--" + side.name().toLowerCase(Locale.ROOT),
                        listener(side), lines.interactive());
                engines.put(side, engine);
                int elo = seat.getValue().elo();
                named = named.or(() -> engine.idName().map(id -> elo > 0 ? id + " at " + elo : id));
                if (setup.chess960()) {
                    engine.setOption("UCI_Chess960", "true");
                }
            }
            names.put(side, named.orElse(seat.getValue().name()));
        }
    }

    /** A side as messages name it: {@code Black (Stockfish 15.1)}. */
    private String name(Color side) {
        return side.title() + " (" + names.get(side) + ")";
    }

    private EngineListener listener(Color side) {
        return new EngineListener() {
            @Override
            public void bestMove(long answered, String move) {
                events.add(new TableEvent(TableEvent.Kind.ENGINE_MOVE, side, answered, move));
            }

            @Override
            public void failed(String reason) {
                events.add(new TableEvent(TableEvent.Kind.ENGINE_FAILED, side, 0, reason));
            }
        };
    }

    private int run() {
        session.started(game);
        HumanInput input = new HumanInput(lines, events);
        Thread reader = input.start();
        try {
            input.next(session.prompt(game));
            askEngine();
            while (!game.isOver() && stopped == null) {
                TableEvent event = events.poll(waitMillis(), TimeUnit.MILLISECONDS);
                if (event == null) {
                    tick();
                } else {
                    handle(event, input);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = "the game was interrupted";
        } finally {
            input.stop(reader);
        }
        return finish();
    }

    private int finish() {
        if (game.isOver()) {
            session.ended(game, game.outcome().orElseThrow());
            Outcome outcome = game.outcome().orElseThrow();
            record.finish(outcome, termination != null ? termination : Termination.of(outcome.code()));
            return ExitStatus.OK;
        }
        lines.show(stopped);
        record.abandon(stopped);
        lines.show("The record is in " + record.file() + "; continue the game with ./chesseus play --resume " + record.file());
        return ExitStatus.REJECTED;
    }

    private long waitMillis() {
        return game.ruling().clocks().flatMap(c -> c.running().map(side -> c.remaining(side).toMillis()))
                .map(left -> Math.max(10, Math.min(TICK_MILLIS, left + 1))).orElse(TICK_MILLIS);
    }

    /** No event: the clock is read (a flag may fall) and the prompt shows the clocks as they run. */
    private void tick() {
        if (game.ruling().clocks().isPresent()) {
            game.readClock();
            if (!game.isOver()) {
                lines.refreshPrompt(session.prompt(game));
            }
        }
    }

    private void handle(TableEvent event, HumanInput input) {
        switch (event.kind()) {
            case LINE:
                typed(event.text());
                if (!game.isOver() && stopped == null) {
                    input.next(session.prompt(game));
                }
                break;
            case END_OF_INPUT:
                if (lines.interactive() && !humans.isEmpty()) {
                    intended(session.inputEnded(game), true);
                    if (!game.isOver() && stopped == null) {
                        input.next(session.prompt(game));
                    }
                } else {
                    endOfInput();
                }
                break;
            case STOP_ASKED:
                stopped = "Stopped (Ctrl-C): the game is kept unfinished.";
                break;
            case ENGINE_MOVE:
                if (thinking && event.search() == search) {
                    thinking = false;
                    engineMoved(event.side(), event.text());
                    if (!game.isOver()) {
                        lines.refreshPrompt(session.prompt(game));
                    }
                }
                break;
            case ENGINE_FAILED:
                engineFault(event.side(), "stopped working: it " + event.text(), Termination.ABANDONED);
                break;
            default:
                throw new IllegalStateException("unknown event " + event);
        }
    }

    private void typed(String line) {
        Color toMove = game.ruling().position().sideToMove();
        Intent intent = session.read(line, game);
        if (engines.containsKey(toMove) && (intent.kind() == Intent.Kind.MOVE || intent.kind() == Intent.Kind.INVALID)) {
            // Not a move check on the engine's behalf: the line is no move of the person's.
            waiting(toMove);
            return;
        }
        intended(intent, false);
    }

    /** A person's line or Ctrl-D, as the driver read it; {@code ended}: the input ended (Ctrl-D). */
    private void intended(Intent intent, boolean ended) {
        switch (intent.kind()) {
            case MOVE:
                Color mover = game.ruling().position().sideToMove();
                if (!humans.contains(mover)) {
                    refuse("it is " + name(mover) + "'s move; wait for it");
                } else {
                    playMove(mover, intent.move().orElseThrow(), intent.hasDrawRequest());
                }
                break;
            case RESIGN:
                if (ended) {
                    endOfInput();
                    break;
                }
                act(() -> game.apply(intent.action(game, actor()).orElseThrow()));
                break;
            case DRAW_REQUEST:
                Color actor = actor();
                act(() -> game.apply(intent.action(game, actor).orElseThrow()));
                break;
            case UNDO:
                takeBack();
                break;
            case SAY:
                lines.show(intent.text());
                break;
            case INVALID:
                refuse(intent.text());
                break;
            default:
                break;
        }
    }

    /** A line typed while {@code thinker}'s engine thinks on its move: the clock is read, then the driver says to wait. */
    private void waiting(Color thinker) {
        if (game.ruling().clocks().isPresent()) {
            game.readClock();
        }
        if (!game.isOver()) {
            session.waiting(game, name(thinker));
        }
    }

    /** The person acting: the side to move when a person plays it, else the one person at the table. */
    private Color actor() {
        Color toMove = game.ruling().position().sideToMove();
        if (humans.contains(toMove) || humans.isEmpty()) {
            return toMove;
        }
        return humans.iterator().next();
    }

    private void act(Supplier<Ruling> action) {
        try {
            Ruling ruling = action.get();
            if (!game.isOver()) {
                session.ruled(game, ruling);
            }
        } catch (RejectedInputException refused) {
            refuse(refused.getMessage());
        }
    }

    private void playMove(Color by, Move move, boolean drawRequest) {
        Position before = game.ruling().position();
        String san = setup.notation().san(before, move);
        int plyBefore = game.ruling().ply();
        long now = time.getAsLong();
        Ruling ruling;
        try {
            ruling = game.play(move, drawRequest);
        } catch (RejectedInputException refused) {
            refuse(refused.getMessage());
            return;
        }
        if (ruling.ply() == plyBefore) {
            return;
        }
        Duration spent = Duration.ofNanos(now - turnStarted);
        turnStarted = now;
        took.add(spent);
        record.append(san, ruling.clocks().map(clocks -> clocks.remaining(by)), spent);
        session.moved(game, new Played(by, before, move, san, drawRequest));
        askEngine();
    }

    /** Refused input or action: the clock is read first (it keeps running), then the reason shown. */
    private void refuse(String reason) {
        if (game.ruling().clocks().isPresent()) {
            game.readClock();
        }
        if (!game.isOver()) {
            session.refused(game, reason);
        }
    }

    private void endOfInput() {
        if (humans.isEmpty()) {
            return;
        }
        try {
            game.resign(actor());
        } catch (RejectedInputException refused) {
            stopped = "The input ended, and resigning is refused (" + refused.getMessage() + "): the game stops unfinished.";
        }
    }

    private void engineMoved(Color side, String text) {
        Move move;
        try {
            move = setup.notation().parseUci(game.ruling().position(), text);
        } catch (RejectedInputException illegal) {
            engineFault(side, UciEngine.illegalMove(text, illegal), Termination.RULES_INFRACTION);
            return;
        }
        playMove(side, move, false);
    }

    /**
     * An engine's illegal move or failure forfeits the game by the book's rule {@code forfeit}, whose
     * explanation names the side and the engine once and is the one sentence the game ends with.
     */
    private void engineFault(Color side, String why, Termination how) {
        if (game.isOver() || !engines.containsKey(side)) {
            return;
        }
        try {
            game.forfeit(side, "(" + names.get(side) + ") " + why);
            termination = how;
        } catch (RejectedInputException refused) {
            stopped = "The game cannot go on: " + refused.getMessage() + ".";
        }
    }

    /** Sends the engine having the move the position and the clocks, unless it is thinking already. */
    private void askEngine() {
        if (game.isOver()) {
            return;
        }
        Color toMove = game.ruling().position().sideToMove();
        UciEngine engine = engines.get(toMove);
        if (engine == null || thinking) {
            return;
        }
        Ruling now = game.readClock();
        if (game.isOver()) {
            return;
        }
        search++;
        thinking = true;
        engine.go(UciCommands.position(setup.startFen(), setup.standardStart(), uciMoves()),
                UciCommands.go(now.clocks(), game.options().timeControl(), toMove, movesMade(now)), search);
    }

    private List<String> uciMoves() {
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        List<String> uci = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            uci.add(setup.notation().uci(positions.get(i), moves.get(i)));
        }
        return uci;
    }

    private int[] movesMade(Ruling ruling) {
        boolean whiteStarted = setup.start().sideToMove() == Color.WHITE;
        int first = (ruling.ply() + 1) / 2;
        int second = ruling.ply() / 2;
        return whiteStarted ? new int[] {first, second} : new int[] {second, first};
    }

    /** A take-back, in a casual game only: the last move, or the last two when an engine replied to a person. */
    private void takeBack() {
        if (!setup.casual()) {
            refuse("undo: take-backs are off in rated play; start a casual game with --casual to"
                    + " allow them by agreement");
            return;
        }
        Color toMove = game.ruling().position().sideToMove();
        int plies = humans.contains(toMove) && !humans.contains(toMove.opposite()) ? 2 : 1;
        List<Move> moves = game.moves();
        if (moves.size() < plies) {
            refuse("undo: there is no move of yours to take back");
            return;
        }
        if (thinking) {
            engines.get(toMove).stop();
            thinking = false;
        }
        List<Move> kept = moves.subList(0, moves.size() - plies);
        List<Duration> keptTimes = new ArrayList<>(took.subList(0, kept.size()));
        game = Replay.of(setup, time, kept, keptTimes);
        took.clear();
        took.addAll(keptTimes);
        turnStarted = time.getAsLong();
        record.takeBack(plies);
        lines.show("Taken back by agreement: " + plies + " half-move" + (plies == 1 ? "" : "s") + ".");
        session.started(game);
        askEngine();
    }
}
