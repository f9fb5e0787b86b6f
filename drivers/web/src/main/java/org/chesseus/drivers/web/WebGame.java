package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Action;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.pgn.PgnWriter;

/**
 * One game the server holds, shared by two people at one device: the game under its book, the
 * moves in SAN, and what the last action did besides. Every action goes through the arbiter; a
 * refused one (out of turn, illegal, refused by the book) leaves the game as it was. The clock is
 * read whenever the game is shown, so a flag falls through the game's flag rule as soon as the
 * clock says so. It is let go after a time without actions or after its end ({@link GameLease}).
 * Against the engine ({@link EngineSide}), the engine's turn starts its search on an engine
 * thread, and its move comes back through the same arbiter as a person's; the person acts only on
 * their own turn (and resigns at any moment), and the game's end stops the search and lets the
 * engine go. Safe for the server's threads: one at a time, under this game's lock, which the
 * engine's answers take too.
 */
final class WebGame {
    private final String id;
    private final Game game;
    private final MoveNotation notation;
    private final boolean chess960;
    private final Optional<Integer> chess960Number;
    private final Map<String, String> clock;
    private final String startFen;
    private final List<String> san = new ArrayList<>();
    private final GameLease lease;
    private final EngineSide engine;
    private String notice;
    private long version;

    WebGame(String id, Game game, MoveNotation notation, boolean chess960, Optional<Integer> chess960Number,
            Map<String, String> clock, String startFen, LongSupplier nanos) {
        this(id, game, notation, chess960, chess960Number, clock, startFen, nanos, null);
    }

    /** A game against {@code engine}, or between two people when it is null. */
    WebGame(String id, Game game, MoveNotation notation, boolean chess960, Optional<Integer> chess960Number,
            Map<String, String> clock, String startFen, LongSupplier nanos, EnginePlayer engine) {
        this.id = requireNonNull(id, "id");
        this.game = requireNonNull(game, "game");
        this.notation = requireNonNull(notation, "notation");
        this.chess960 = chess960;
        this.chess960Number = requireNonNull(chess960Number, "chess960Number");
        this.clock = Map.copyOf(clock);
        this.startFen = requireNonNull(startFen, "startFen");
        this.lease = new GameLease(nanos);
        this.engine = new EngineSide(game, engine);
    }

    /** Starts the game: the engine, when it has the first move, starts thinking. */
    synchronized void begin() {
        engine.turn(this);
    }

    /** The id in the game's URL. */
    String id() {
        return id;
    }

    /** The game as the API shows it, the clock read first. */
    synchronized ObjectNode view() {
        readClock();
        return GameView.of(this);
    }

    /**
     * The game as the API shows it when it has changed since version {@code sent}, or always while a
     * clock runs (the clocks move on); empty otherwise. The version and the view are read in one
     * step, so a view is never sent twice for one version by a reader that passes the version of
     * the view it last sent.
     */
    synchronized Optional<ObjectNode> viewSince(long sent) {
        readClock();
        if (version == sent && !clockRunning()) {
            return Optional.empty();
        }
        return Optional.of(GameView.of(this));
    }

    /**
     * An earlier position of the game, to look back at without leaving it: after {@code ply}
     * half-moves (0 the start, {@code ply} of the view the present).
     *
     * @throws HttpRefusal 404 for a ply the game has not reached
     */
    synchronized ObjectNode position(String ply) {
        List<Position> positions = game.positions();
        if (!ply.matches("[0-9]{1,9}") || Integer.parseInt(ply) >= positions.size()) {
            throw new HttpRefusal(HttpRefusal.NOT_FOUND, "no position after " + ply + " half-moves in game " + id
                    + ": its positions are 0 (the start) to " + (positions.size() - 1));
        }
        int at = Integer.parseInt(ply);
        Optional<Move> last = at == 0 ? Optional.empty() : Optional.of(game.moves().get(at - 1));
        return GameView.earlier(this, positions.get(at), at, last, at == 0 ? Optional.empty() : Optional.of(san.get(at - 1)));
    }

    /**
     * The game's record in PGN export form, the clock read first: the seven-tag roster ({@code
     * Event "chesseus serve"}), {@code Variant}, {@code SetUp}/{@code FEN}, {@code TimeControl}
     * ({@code -} untimed), {@code Rules}, and once the game is over {@code Termination} with the
     * standard's value and Chesseus's {@code ResultCode} and {@code ResultArticle}.
     */
    synchronized String pgn() {
        readClock();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "chesseus serve");
        tags.put("Site", "?");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Round", "-");
        tags.put("White", engine.opponent().filter(seat -> seat.side() == Color.WHITE).map(Opponent::player).orElse("?"));
        tags.put("Black", engine.opponent().filter(seat -> seat.side() == Color.BLACK).map(Opponent::player).orElse("?"));
        if (chess960) {
            tags.put("Variant", "Chess960");
        }
        tags.put("Rules", game.book().profile());
        return PgnWriter.write(PgnWriter.record(game, tags));
    }

    /** A counter that moves on with every action and with the end of the game. */
    synchronized long version() {
        readClock();
        return version;
    }

    /** Whether a clock is running (the page then wants the time pushed often). */
    synchronized boolean clockRunning() {
        return !game.isOver() && game.ruling().clocks().flatMap(clocks -> clocks.running()).isPresent();
    }

    /** What the compare panel replays: the start and the moves in UCI, at this version. */
    synchronized Replayable replayable() {
        readClock();
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        List<String> uci = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            uci.add(notation.uci(positions.get(i), moves.get(i)));
        }
        return new Replayable(version, positions.get(0), chess960, uci, game.book().profile());
    }

    /**
     * Applies an action and shows the game after it.
     *
     * @throws HttpRefusal 409 out of turn, after the end or refused by the book, 422 for an illegal move
     */
    synchronized ObjectNode act(ActionRequest action) {
        readClock();
        if (game.isOver()) {
            Ruling ruling = game.ruling();
            throw new HttpRefusal(HttpRefusal.CONFLICT, "the game is over (" + GameView.ending(ruling.outcome().orElseThrow())
                    + "): no more actions");
        }
        int ply = game.ruling().ply();
        if (action.ply().isPresent() && action.ply().get() != ply) {
            throw new HttpRefusal(HttpRefusal.CONFLICT, "this " + action.kind().name().toLowerCase(Locale.ROOT)
                    + " was sent for the position after " + action.ply().get() + " half-moves, but the game is at "
                    + ply + " (" + lastSan() + "): refused, as it was meant for another position; look at the game again");
        }
        Ruling ruling;
        try {
            ruling = apply(action);
        } catch (IllegalMoveException illegal) {
            throw new HttpRefusal(HttpRefusal.UNPROCESSABLE, illegal.getMessage());
        } catch (RejectedInputException refused) {
            throw new HttpRefusal(HttpRefusal.CONFLICT, refused.getMessage());
        }
        notice = ruling.notice().orElse(null);
        changed();
        return GameView.of(this);
    }

    /**
     * The engine's move for the position after {@code ply} half-moves, played through the arbiter
     * like a person's — unless the game has moved on or ended meanwhile (a resignation, a flag).
     * An illegal move forfeits the game for the engine, as in {@code play}.
     */
    synchronized void engineMoved(int ply, Move move) {
        if (!engineAnswered(ply)) {
            return;
        }
        try {
            notice = play(move, false).notice().orElse(null);
        } catch (RejectedInputException refused) {
            // An illegal move (IllegalMoveException says why), or one the book refuses.
            notice = engine.forfeit("played a move the arbiter refused, " + refused.getMessage()).orElse(null);
        }
        changed();
    }

    /** The engine failed on the position after {@code ply} half-moves: it forfeits the game, as in {@code play}. */
    synchronized void engineFailed(int ply, String cause) {
        if (engineAnswered(ply)) {
            notice = engine.forfeit(cause).orElse(null);
            changed();
        }
    }

    /**
     * The engine answered for the position after {@code ply} half-moves: whether the answer counts.
     * When the game has moved on or ended meanwhile it does not, and the engine's turn is looked at again.
     */
    private boolean engineAnswered(int ply) {
        engine.answered();
        readClock();
        if (game.isOver() || game.ruling().ply() != ply) {
            engine.turn(this);
            return false;
        }
        return true;
    }

    /** Moves the version on after an action or the engine's answer, and gives the engine its turn. */
    private void changed() {
        version++;
        lease.acted();
        if (game.isOver()) {
            lease.ended();
        }
        engine.turn(this);
    }

    /** Stops the engine's search and lets it go: the game is let go, or the server stops. */
    synchronized void letGo() {
        engine.letGo();
    }

    /** The last move in SAN with its number, {@code 12...Nf6}; {@code the start} before any. */
    private String lastSan() {
        if (san.isEmpty()) {
            return "the start";
        }
        Position start = game.positions().get(0);
        int half = san.size() - 1 + (start.sideToMove() == Color.BLACK ? 1 : 0);
        int number = start.fullmoveNumber() + half / 2;
        return "last move " + number + (half % 2 == 0 ? "." : "...") + san.get(san.size() - 1);
    }

    /** Applies the request as the game's shared {@link Action}: the page speaks the drivers' vocabulary. */
    private Ruling apply(ActionRequest request) {
        Color toMove = game.ruling().position().sideToMove();
        if (engine.opponent().isPresent()) {
            engine.opponent().get().admit(request, toMove, engine.thinking());
        }
        if (request.kind() == ActionRequest.Kind.MOVE) {
            request.onTurn(toMove, "move");
            return move(request.move().orElseThrow(), request.claim());
        }
        return game.apply(request.action(toMove, game.ruling().clocks().isPresent()));
    }

    private Ruling move(String written, boolean claim) {
        return play(notation.parse(game.ruling().position(), written.strip()), claim);
    }

    /** Plays {@code move} through the arbiter, and records it in SAN once played. */
    private Ruling play(Move move, boolean claim) {
        String text = notation.san(game.ruling().position(), move);
        int ply = game.ruling().ply();
        Ruling after = game.apply(new Action.Play(move, claim));
        if (after.ply() > ply) {
            san.add(text);
        }
        return after;
    }

    /** Reads the clock: a fallen flag ends the game (FIDE 6.9), which moves the version on. */
    private void readClock() {
        if (!game.isOver() && game.ruling().clocks().isPresent()) {
            game.readClock();
            if (game.isOver()) {
                notice = null;
                version++;
                lease.ended();
                engine.turn(this);
            }
        }
    }

    /** Whether the game has outstayed the limits: the clock read first, so a fallen flag counts as its end. */
    synchronized boolean expired(ServeLimits limits) {
        readClock();
        if (game.isOver()) {
            // A game set up already over (a mate given as FEN) ends when it opens.
            lease.ended();
        }
        return lease.expired(limits);
    }

    Game game() {
        return game;
    }

    MoveNotation notation() {
        return notation;
    }

    boolean chess960() {
        return chess960;
    }

    Optional<Integer> chess960Number() {
        return chess960Number;
    }

    /** A clock choice the game was opened with ({@code time}, {@code delay}, {@code white-time}, …). */
    Optional<String> clock(String key) {
        return Optional.ofNullable(clock.get(key));
    }

    String startFen() {
        return startFen;
    }

    List<String> san() {
        return List.copyOf(san);
    }

    Optional<String> notice() {
        return Optional.ofNullable(notice);
    }

    /** The engine this game is played against, if any. */
    Optional<Opponent> opponent() {
        return engine.opponent();
    }

    /** Whether the engine is thinking on its move now. */
    boolean thinking() {
        return engine.thinking();
    }

    long currentVersion() {
        return version;
    }
}
